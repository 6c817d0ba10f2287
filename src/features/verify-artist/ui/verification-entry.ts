// The verification chunk: the model and the modal, loaded on first use (see ./lazy-verification).
export { verificationOffered, verificationOpened } from '../model/verification';
export { VerifyArtistModal } from './verify-artist-modal';
