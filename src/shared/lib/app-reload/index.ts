export { clearCachesAndReload, reloadPage } from './clear-caches-and-reload';
export type { ReloadDeps } from './clear-caches-and-reload';
