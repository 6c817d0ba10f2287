export { AppToaster, preloadToaster } from './app-toaster';
export { toaster } from './toaster';
