export { CloseIcon } from './close-icon';
export { StrokeIcon, type StrokeIconProps } from './stroke-icon';
