export { humanizeKey, labelOf } from './label-of';
