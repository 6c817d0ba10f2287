import type { ImageValidation, Release } from '@/entities/release';
import { startResumableUpload, uploadWithProgress, type ResumableUpload, type UploadOptions } from '@/shared/api';

/** `POST /releases/drafts/validate-image`: the server's check of a cover (progress, cancellable). */
export function validateCoverImage(file: File, options: UploadOptions = {}): Promise<ImageValidation> {
  const form = new FormData();
  form.append('image', file, file.name);
  return uploadWithProgress<ImageValidation>('/releases/drafts/validate-image', form, options);
}

/** The audio stored, with its metadata: resumable (tus), with pause, resume and cancel. */
export function uploadReleaseAudio(file: File, options: Pick<UploadOptions, 'onProgress'> = {}): ResumableUpload {
  return startResumableUpload(file, options);
}

/** `POST /releases/drafts`: the draft created from the wizard's form (see `buildCreateForm`). */
export function createReleaseDraft(form: FormData, options: UploadOptions = {}): Promise<Release> {
  return uploadWithProgress<Release>('/releases/drafts', form, options);
}
