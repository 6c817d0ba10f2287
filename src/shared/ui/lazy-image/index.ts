export { LazyImage, type LazyImageProps } from './lazy-image';
