export { LAZY_IMAGE_MARGIN, whenNearViewport } from './near-viewport';
export { useNearViewport } from './use-near-viewport';
