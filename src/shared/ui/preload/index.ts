export { preloadOverlays } from './preload-overlays';
