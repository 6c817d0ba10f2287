export { HiddenFileInput, type HiddenFileInputProps } from './hidden-file-input';
