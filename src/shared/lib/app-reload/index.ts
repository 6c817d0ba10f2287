export { clearCachesAndReload, reloadPage } from './clear-caches-and-reload';
export type { ReloadDeps } from './clear-caches-and-reload';
export { CHUNK_LOAD_ERROR_MESSAGES, CHUNK_LOAD_ERROR_NAME, isChunkLoadError } from './is-chunk-load-error';
export {
  APP_UPDATE_TOAST_ID,
  SERVICE_WORKER_URL,
  TAKE_OVER_TIMEOUT_MS,
  applyUpdate,
  applyUpdateAtPageChange,
  checkForUpdate,
  isUpdateWaiting,
  refreshToLatestVersion,
  resetServiceWorker,
  startServiceWorker,
} from './service-worker';
export type { ServiceWorkerDeps, ServiceWorkerEvents } from './service-worker';
