export { drivenUpload } from './testing/driven-upload';
