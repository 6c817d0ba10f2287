export { Input, NativeSelect, Textarea, type InputProps, type NativeSelectProps, type TextareaProps } from './input';
