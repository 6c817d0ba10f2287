export { FieldControlsContext, type FieldControls } from './field-controls';
export { Input, NativeSelect, Textarea, type InputProps, type NativeSelectProps, type TextareaProps } from './input';
