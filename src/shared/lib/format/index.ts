export { formatBytes } from './bytes';
export type { ByteOptions } from './bytes';
export { formatDuration } from './duration';
export type { DurationOptions, DurationStyle } from './duration';
