export { taggedFlacHead, withVorbisComment } from './testing/tagged-audio';
