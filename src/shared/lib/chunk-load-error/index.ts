export { CHUNK_LOAD_ERROR_MESSAGES, CHUNK_LOAD_ERROR_NAME, isChunkLoadError } from './is-chunk-load-error';
