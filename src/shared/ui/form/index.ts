export { FilePickField, type FilePickFieldProps } from './file-pick-field';
export { FormActions, type FormActionsProps } from './form-actions';
export { FormMessage, type FormMessageProps } from './form-message';
export { formStyles } from './form-styles';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
export { StickyActions } from './sticky-actions';
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';
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
export { useSchemaForm, type SchemaFormOptions } from './use-schema-form';
