export { IconButton, type IconButtonProps } from './icon-button';
