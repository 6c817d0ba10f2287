export { AppToaster } from './app-toaster';
export { toaster } from './toaster';
