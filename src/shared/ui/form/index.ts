export { FormMessage, type FormMessageProps } from './form-message';
export { formStyles } from './form-styles';
export {
  TextareaField,
  TextField,
  type ConformFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './text-field';
