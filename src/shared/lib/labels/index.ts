export { humanizeKey, labelOf } from './label-of';
export { valueLooks, type ValueLook, type ValueLooks } from './value-looks';
