export { AppToaster, preloadToaster } from './app-toaster';
export { toaster } from './toaster';
export type { ToastMeta } from './toast-meta';
