export { UploadProgressLine, type UploadProgressLineProps } from './upload-progress';
