import { HttpError } from './errors.js';

/**
 * The multipart parser (busboy) throws plain errors for a body it cannot read (no boundary, cut
 * short): the client's fault, so 400 with `message`. Errors with a status of their own pass through.
 */
export function unreadableUpload(error: unknown, message: string): unknown {
  if (error instanceof HttpError || (error as { statusCode?: unknown }).statusCode !== undefined) return error;
  return new HttpError(400, message);
}
