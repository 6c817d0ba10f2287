/** A multipart request's parts once read: files wait in a temporary folder (see `http/multipart-form.ts`). */
export interface UploadedPart {
  path: string;
  size: number;
}

export interface MultipartForm {
  /** Text parts (and JSON sent as a file part), by field name; the last one wins. */
  fields: Map<string, string>;
  files: Map<string, UploadedPart>;
}
