export { clearCachesAndReload, reloadPage } from './clear-caches-and-reload';
export type { ReloadDeps } from './clear-caches-and-reload';
export { CHUNK_LOAD_ERROR_MESSAGES, CHUNK_LOAD_ERROR_NAME, isChunkLoadError } from './is-chunk-load-error';
