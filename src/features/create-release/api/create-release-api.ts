import type { AudioUpload, ImageValidation, Release } from '@/entities/release';
import { uploadWithProgress, type UploadOptions } from '@/shared/api';

/** `POST /releases/drafts/validate-image`: the server's check of a cover (progress, cancellable). */
export function validateCoverImage(file: File, options: UploadOptions = {}): Promise<ImageValidation> {
  const form = new FormData();
  form.append('image', file, file.name);
  return uploadWithProgress<ImageValidation>('/releases/drafts/validate-image', form, options);
}

/** `POST /releases/drafts/upload-audio`: the audio stored, with its metadata. */
export function uploadReleaseAudio(file: File, options: UploadOptions = {}): Promise<AudioUpload> {
  const form = new FormData();
  form.append('audio', file, file.name);
  return uploadWithProgress<AudioUpload>('/releases/drafts/upload-audio', form, options);
}

/** `POST /releases/drafts`: the draft created from the wizard's form (see `buildCreateForm`). */
export function createReleaseDraft(form: FormData, options: UploadOptions = {}): Promise<Release> {
  return uploadWithProgress<Release>('/releases/drafts', form, options);
}
