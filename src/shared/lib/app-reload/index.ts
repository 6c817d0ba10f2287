export { clearCachesAndReload, reloadPage } from './clear-caches-and-reload';
export type { ReloadDeps } from './clear-caches-and-reload';
export { CHUNK_LOAD_ERROR_MESSAGES, CHUNK_LOAD_ERROR_NAME, isChunkLoadError } from './is-chunk-load-error';
export {
  SERVICE_WORKER_URL,
  applyUpdate,
  checkForUpdate,
  isUpdateWaiting,
  resetServiceWorker,
  startServiceWorker,
} from './service-worker';
export type { ServiceWorkerDeps, ServiceWorkerEvents } from './service-worker';
