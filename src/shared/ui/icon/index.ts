export { CloseIcon } from './close-icon';
