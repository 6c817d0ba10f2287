import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { uploadOwner, withUploadCopy } from '../storage/resumable-uploads.js';
import { temporaryDir } from '../storage/temporaries.js';
import { withUploadClaim } from '../storage/upload-claims.js';
import type { MultipartForm } from '../storage/uploaded-form.js';
import type { ReleaseFieldError } from './release-types.js';

export const FORM_COVER_MESSAGES = {
  notFound: 'The cover upload was not found: upload the cover again.',
  both: 'Send the cover as a file or as an upload, not both.',
} as const;

const UPLOAD_ID = /^[a-f0-9]{24}$/;

/** A release form's cover: a local file to check and store, a field error (an unusable upload), or none sent. */
export type FormCover = { path: string } | { error: ReleaseFieldError } | null;

const notFound: FormCover = { error: { field: 'coverArt', code: 'UPLOAD_NOT_FOUND', message: FORM_COVER_MESSAGES.notFound } };

/**
 * Runs `run` with the form's cover: the `coverArt` file part, or the `coverUpload` field (taken
 * out of the text fields), a completed tus cover upload of the caller's. The upload is claimed
 * for the request (409 while another takes it), read from a copy so it stays whole if the
 * request fails (to be sent again), and removed once `run` succeeds. Any id that is not such an
 * upload is the same field error, so another account's upload is not revealed.
 */
export async function withFormCover<T>(app: FastifyInstance, userId: string, form: MultipartForm, run: (cover: FormCover) => Promise<T>): Promise<T> {
  const uploadId = form.fields.get('coverUpload')?.trim();
  form.fields.delete('coverUpload');
  const file = form.files.get('coverArt');
  if (!uploadId) return run(file ? { path: file.path } : null);
  if (file) throw new HttpError(400, FORM_COVER_MESSAGES.both);
  if (!UPLOAD_ID.test(uploadId)) return run(notFound);
  const uploads = app.resumableUploads;
  const usable = async () => {
    const upload = await uploads.store.getUpload(uploadId).catch(() => null);
    return upload !== null && uploadOwner(upload) === userId && upload.metadata?.kind === 'cover' && upload.size !== undefined && upload.offset === upload.size;
  };
  // Checked before the claim too: another account's id must not hold up (or reveal) the owner's form.
  if (!(await usable())) return run(notFound);
  return withUploadClaim(app.db, uploadId, async () => {
    if (!(await usable())) return run(notFound);
    const result = await withUploadCopy(uploads, uploadId, temporaryDir(app.uploadsDir), (path) => run({ path }));
    await uploads.store.remove(uploadId).catch(() => undefined);
    return result;
  });
}
