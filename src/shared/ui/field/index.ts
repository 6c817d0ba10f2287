export { Field, type FieldProps } from './field';
