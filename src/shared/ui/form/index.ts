export { FormMessage, type FormMessageProps } from './form-message';
export { formStyles } from './form-styles';
export {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
  type CheckboxFieldProps,
  type ConformFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './text-field';
