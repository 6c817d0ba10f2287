import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { track } from '@/shared/analytics';
import { modalToggled } from '@/entities/general-store';
import type { AudioUpload, ClipStartMode, Release, ReleaseFieldError, ReleaseFormat } from '@/entities/release';
import { $selectedArtist, $selectedArtistId } from '@/entities/selected-artist';
import { $user } from '@/entities/session';
import { isCanceledError, toApiError, type UploadProgress } from '@/shared/api';
import { toaster } from '@/shared/ui';
import { keepUntouched, prefillFromTags, readAudioFile, type AudioFacts, type AudioFileInfo, type FromFile } from '@/shared/ui/audio-preview';
import { createReleaseDraft, uploadReleaseAudio, uploadReleaseCover } from '../api/create-release-api';
import { COVER_TOASTS, isrcOf, precheckCover, type CoverPrecheck } from '@/entities/release';
import { buildCreateForm, type CreateDraftInput } from '../lib/create-form';
import { resumableUploadEffects } from './resumable-upload-effects';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  saveDraftCover,
  type CoverCheck,
  type RestoredDraft,
  type StoredDraft,
  type WizardStep,
} from '../lib/draft-storage';
import { DRAFT_TEXTS, EMPTY_FIELDS, detailsAreValid, type DraftFields } from './details-schema';

export type { CoverCheck, WizardStep } from '../lib/draft-storage';

import { CREATE_RELEASE_MODAL_KEY } from '../config/modal-key';

/** Spec 2 §8 texts and toast durations. */
export const WIZARD_TOASTS = {
  coverSuccess: COVER_TOASTS.success,
  coverErrorTitle: COVER_TOASTS.errorTitle,
  coverErrorDuration: COVER_TOASTS.errorDuration,
  coverToastId: 'create-release-cover',
  createErrorDuration: 7000,
} as const;

export interface ToastRequest {
  /** A later toast with the same id replaces it (a new cover's answer replaces the last one's). */
  id?: string;
  type: 'success' | 'error';
  title: string;
  description?: string;
  duration: number;
}

// ---------------------------------------------------------------- events

/** The modal was opened: a draft kept on this device is offered back. */
export const wizardOpened = createEvent();
export const nextClicked = createEvent();
export const backClicked = createEvent();
/** The header's close, Escape, or step 0's "cancel": asks first when something changed. */
export const closeRequested = createEvent();
export const closeCanceled = createEvent();
/** "Close without saving": forgets the draft, here and on the device. */
export const closeConfirmed = createEvent();
export const draftRestoreAccepted = createEvent();
/** "Start over". */
export const draftRestoreDeclined = createEvent();

export const fieldsChanged = createEvent<Partial<DraftFields>>();
export const formatChanged = createEvent<ReleaseFormat | ''>();
export const clipChoiceChanged = createEvent<ClipStartMode>();
export const clipRangeChanged = createEvent<[number, number]>();

export const coverPicked = createEvent<File>();
export const coverUploadCanceled = createEvent();
export const coverProgressed = createEvent<UploadProgress>();
export const coverUploadPaused = createEvent();
export const coverUploadResumed = createEvent();

export const audioPicked = createEvent<File>();
/** "change file": the audio is dropped. */
export const audioCleared = createEvent();
export const audioUploadCanceled = createEvent();
export const audioProgressed = createEvent<UploadProgress>();
export const audioUploadPaused = createEvent();
export const audioUploadResumed = createEvent();
/** "Undo" on the hint: the title and ISRC the file filled in are emptied again. */
export const fromFileUndone = createEvent();

export const submitClicked = createEvent();
export const submitProgressed = createEvent<UploadProgress>();
/** The draft was created: the UI has navigated to its edit page. */
export const releaseCreated = createEvent<Release>();

// ---------------------------------------------------------------- effects

export const toastFx = createEffect<ToastRequest, void>((toast) => {
  toaster.create(toast);
});

export const closeModalFx = createEffect<void, void>();
sample({ clock: closeModalFx, fn: () => ({ key: CREATE_RELEASE_MODAL_KEY, open: false }), target: modalToggled });

/** Goes to a path; the modal's UI sets the router's navigate as its handler. */
export const navigateFx = createEffect<string, void>(() => undefined);
export const editPathOf = (id: string) => `/dashboard/releases/${encodeURIComponent(id)}/edit`;

export const precheckCoverFx = createEffect<File, CoverPrecheck>((file) => precheckCover(file));

const coverUploads = resumableUploadEffects(uploadReleaseCover, coverProgressed);
/** The cover uploaded (resumable) and checked by the server; the draft then names the upload (`coverUpload`). */
export const validateCoverFx = coverUploads.uploadFx;
export const cancelCoverUploadFx = coverUploads.cancelFx;
export const pauseCoverUploadFx = coverUploads.pauseFx;
export const resumeCoverUploadFx = coverUploads.resumeFx;

export const readAudioFileFx = createEffect<File, AudioFileInfo | null>((file) => readAudioFile(file));

const audioUploads = resumableUploadEffects(uploadReleaseAudio, audioProgressed);
export const uploadAudioFx = audioUploads.uploadFx;
export const cancelAudioUploadFx = audioUploads.cancelFx;
export const pauseAudioUploadFx = audioUploads.pauseFx;
export const resumeAudioUploadFx = audioUploads.resumeFx;

export const createReleaseFx = createEffect(async (input: Omit<CreateDraftInput, 'artistId'> & { artistId: string | null }) => {
  if (!input.artistId) throw new Error(DRAFT_TEXTS.noArtist);
  const progressed = scopeBind(submitProgressed, { safe: true });
  return createReleaseDraft(buildCreateForm({ ...input, artistId: input.artistId }), { onProgress: progressed });
});

/** Behavioural events of the wizard (journeys; the funnel itself is read from the releases). */
export const trackCreateStartedFx = createEffect(() => track('release_create_started'));
export const trackReleaseCreatedFx = createEffect<string | null, void>((format) =>
  track('release_created', format ? { format } : undefined),
);

export const loadDraftFx = createEffect<string, RestoredDraft | null>((userId) => loadDraft(userId));
export const saveDraftFx = createEffect<{ userId: string; draft: Omit<StoredDraft, 'version' | 'savedAt'> }, void>(({ userId, draft }) =>
  saveDraft(userId, draft),
);
export const saveCoverFx = createEffect<{ userId: string; file: File | null }, void>(({ userId, file }) => saveDraftCover(userId, file));
export const clearDraftFx = createEffect<string, void>((userId) => clearDraft(userId));

// ---------------------------------------------------------------- state

/** Everything typed is dropped together: after a submit, "Close without saving", "Start over". */
const wizardReset = createEvent();

export const $step = createStore<WizardStep>(0).reset(wizardReset);
export const $fields = createStore<DraftFields>(EMPTY_FIELDS).reset(wizardReset);
export const $cover = createStore<File | null>(null, { serialize: 'ignore' }).reset(wizardReset);
export const $coverCheck = createStore<CoverCheck>({ status: 'idle' }).reset(wizardReset);
export const $coverProgress = createStore<UploadProgress | null>(null).reset(wizardReset);
export const $coverPaused = createStore(false).reset(wizardReset);
export const $audio = createStore<AudioUpload | null>(null).reset(wizardReset);
/** The picked audio file, while in memory (its waveform is drawn from it). */
export const $audioFile = createStore<File | null>(null, { serialize: 'ignore' }).reset(wizardReset);
export const $audioName = createStore<string | null>(null).reset(wizardReset);
export const $audioFacts = createStore<AudioFacts | null>(null).reset(wizardReset);
/** The title and ISRC the picked file's tags filled in, while untouched (the hint with its undo). */
export const $fromFile = createStore<FromFile>({}).reset(wizardReset);
export const $audioProgress = createStore<UploadProgress | null>(null).reset(wizardReset);
/** The upload is paused (Pause upload); what the server has stays, Resume continues from there. */
export const $audioPaused = createStore(false).reset(wizardReset);
/** The server's refusal of the audio, shown on the field. */
export const $audioError = createStore<string | null>(null).reset(wizardReset);
export const $duration = createStore<number | null>(null).reset(wizardReset);
/** The pending-changes flag (spec 2 §4): closing asks first. */
export const $dirty = createStore(false).reset(wizardReset);
export const $confirmingClose = createStore(false).reset(wizardReset);
export const $restoreOffer = createStore<RestoredDraft | null>(null, { serialize: 'ignore' });
/** Field errors of a 422 answer, by field. */
export const $serverErrors = createStore<Readonly<Record<string, string>>>({}).reset(wizardReset);
export const $submitProgress = createStore<UploadProgress | null>(null).reset(wizardReset);

export const $submitting = createReleaseFx.pending;
export const $coverUploading = validateCoverFx.pending;
export const $audioUploading = uploadAudioFx.pending;
const $userId = $user.map((user) => user?._id ?? null);
export const $isSingle = $fields.map((fields) => fields.format === 'SINGLE');

// ---------------------------------------------------------------- gates (spec 2 §5)

/** Step 0: a cover with a name that passed the check, a title and a format. */
export const $coverStepDone = combine($cover, $coverCheck, $fields, (cover, check, fields) =>
  Boolean(cover && cover.name && check.status === 'valid' && fields.title.trim() && fields.format),
);
export const $audioStepDone = $audio.map((audio) => audio !== null);
export const $detailsValid = $fields.map(detailsAreValid);

export const $canGoNext = combine(
  { step: $step, cover: $coverStepDone, audio: $audioStepDone, submitting: $submitting },
  ({ step, cover, audio, submitting }) => !submitting && (step === 0 ? cover : step === 1 ? true : step === 2 ? audio : false),
);
export const $canSubmit = combine(
  { step: $step, valid: $detailsValid, cover: $coverStepDone, submitting: $submitting },
  ({ step, valid, cover, submitting }) => step === 3 && valid && cover && !submitting,
);

// ---------------------------------------------------------------- steps (spec 2 §2, Reading A)

export function nextStep(step: WizardStep, format: ReleaseFormat | ''): WizardStep {
  if (step === 0) return 1;
  if (step === 1) return format === 'SINGLE' ? 2 : 3;
  return 3;
}

export function previousStep(step: WizardStep, format: ReleaseFormat | ''): WizardStep {
  if (step === 3) return format === 'SINGLE' ? 2 : 0;
  return 0;
}

sample({
  clock: nextClicked,
  source: { step: $step, fields: $fields, can: $canGoNext },
  filter: ({ can, step }) => can && step < 3,
  fn: ({ step, fields }) => nextStep(step, fields.format),
  target: $step,
});
sample({
  clock: backClicked,
  source: { step: $step, fields: $fields, submitting: $submitting },
  filter: ({ step, submitting }) => step > 0 && !submitting,
  fn: ({ step, fields }) => previousStep(step, fields.format),
  target: $step,
});

// ---------------------------------------------------------------- fields (spec 2 §4)

$fields.on(fieldsChanged, (fields, patch) => ({ ...fields, ...patch }));
$fields.on(formatChanged, (fields, format) => ({ ...fields, format }));
// An Album or EP has no release-level audio.
const formatLeftSingle = sample({ clock: formatChanged, filter: (format) => format === 'ALBUM' || format === 'EP' });
for (const store of [$audio, $audioFile, $audioName, $audioFacts, $audioError, $duration, $audioProgress] as const) {
  store.reset(formatLeftSingle, audioCleared);
}
sample({ clock: [formatLeftSingle, audioCleared], target: cancelAudioUploadFx });

$fields.on(clipChoiceChanged, (fields, mode) =>
  mode === 'StreamingServices'
    ? { ...fields, specifyClipStartTime: mode, clipStartTime: null, clipEndTime: null }
    : { ...fields, specifyClipStartTime: mode },
);
// "Let me specify" starts on the first 30 seconds (or the whole of a shorter track).
sample({
  clock: clipChoiceChanged,
  source: { fields: $fields, duration: $duration },
  filter: ({ fields }, mode) => mode === 'UserDefined' && fields.clipStartTime === null,
  fn: ({ fields, duration }) => ({ ...fields, clipStartTime: 0, clipEndTime: Math.min(30, Math.floor(duration ?? 30)) }),
  target: $fields,
});
$fields.on(clipRangeChanged, (fields, [start, end]) => ({ ...fields, clipStartTime: start, clipEndTime: end }));

$serverErrors.on(fieldsChanged, (errors, patch) => {
  const touched = Object.keys(patch).filter((key) => key in errors);
  if (!touched.length) return errors;
  const rest = { ...errors };
  for (const key of touched) delete rest[key];
  return rest;
});

$dirty.on(
  [fieldsChanged, formatChanged, clipChoiceChanged, clipRangeChanged, coverPicked, audioPicked, audioCleared],
  () => true,
);

// ---------------------------------------------------------------- cover (spec 2 §8)

$cover.on(coverPicked, (_, file) => file);
$coverCheck.on(coverPicked, () => ({ status: 'checking', info: null }));
$coverProgress.on(coverPicked, () => null).on(coverProgressed, (_, progress) => progress);
$coverPaused.on(coverUploadPaused, () => true).reset([coverPicked, coverUploadResumed, validateCoverFx.finally]);
sample({ clock: coverPicked, target: precheckCoverFx });

const prechecked = sample({
  clock: precheckCoverFx.done,
  source: $cover,
  filter: (cover, { params }) => cover === params,
  fn: (_, { params, result }) => ({ file: params, ...result }),
});
sample({
  clock: prechecked,
  filter: ({ reasons }) => reasons.length > 0,
  fn: ({ info, reasons }): CoverCheck => ({ status: 'invalid', info, reasons, message: reasons[0]!.message }),
  target: $coverCheck,
});
sample({
  clock: prechecked,
  filter: ({ reasons }) => reasons.length > 0,
  fn: ({ reasons }): ToastRequest => ({
    id: WIZARD_TOASTS.coverToastId,
    type: 'error',
    title: reasons[0]!.message,
    duration: WIZARD_TOASTS.coverErrorDuration,
  }),
  target: toastFx,
});
const precheckPassed = sample({ clock: prechecked, filter: ({ reasons }) => reasons.length === 0 });
$coverCheck.on(precheckPassed, (_, { info }) => ({ status: 'checking', info }));
sample({ clock: precheckPassed, fn: ({ file }) => file, target: validateCoverFx });

const validated = sample({
  clock: validateCoverFx.done,
  source: { cover: $cover, check: $coverCheck },
  filter: ({ cover }, { params }) => cover === params,
  fn: ({ check }, { result }) => ({ check, result }),
});
$coverCheck.on(validated, (_, { check, result }): CoverCheck => {
  const info = { type: result.format, width: result.width, height: result.height };
  if (result.isValid) return { status: 'valid', info, uploadId: result.uploadId };
  const reasons = result.reasons.map(({ code, message }) => ({ code, message }));
  return { status: 'invalid', info: info ?? ('info' in check ? check.info : null), reasons, message: result.message ?? reasons[0]?.message ?? WIZARD_TOASTS.coverErrorTitle };
});
sample({
  clock: validated,
  fn: ({ result }): ToastRequest =>
    result.isValid
      ? { id: WIZARD_TOASTS.coverToastId, type: 'success', ...WIZARD_TOASTS.coverSuccess }
      : {
          id: WIZARD_TOASTS.coverToastId,
          type: 'error',
          title: result.message ?? WIZARD_TOASTS.coverErrorTitle,
          duration: WIZARD_TOASTS.coverErrorDuration,
        },
  target: toastFx,
});

const coverFailed = sample({
  clock: validateCoverFx.fail,
  source: $cover,
  filter: (cover, { params }) => cover === params,
  fn: (_, { error }) => error,
});
// Canceled: the cover is put down again.
const coverCanceled = sample({ clock: coverFailed, filter: (error) => isCanceledError(error) });
$cover.reset(coverCanceled);
$coverCheck.reset(coverCanceled);
const coverRefused = sample({ clock: coverFailed, filter: (error) => !isCanceledError(error), fn: (error) => coverErrorText(error) });
$coverCheck.on(coverRefused, (check, message): CoverCheck => ({
  status: 'invalid',
  info: 'info' in check ? check.info : null,
  reasons: [],
  message,
}));
sample({
  clock: coverRefused,
  fn: (message): ToastRequest => ({ id: WIZARD_TOASTS.coverToastId, type: 'error', title: message, duration: WIZARD_TOASTS.coverErrorDuration }),
  target: toastFx,
});
sample({ clock: coverUploadCanceled, target: cancelCoverUploadFx });
sample({ clock: coverUploadPaused, target: pauseCoverUploadFx });
sample({ clock: coverUploadResumed, target: resumeCoverUploadFx });

/** The server's message, else "Image Error" (spec 2 §8). */
export function coverErrorText(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.status > 0 && apiError.message.trim() ? apiError.message : WIZARD_TOASTS.coverErrorTitle;
}

// ---------------------------------------------------------------- audio (spec 2 §5)

$audioFile.on(audioPicked, (_, file) => file);
$audioName.on(audioPicked, (_, file) => file.name);
$audio.on(audioPicked, () => null);
$duration.on(audioPicked, () => null);
$audioFacts.on(audioPicked, () => null);
$audioError.on(audioPicked, () => null);
$audioProgress.on(audioPicked, () => null).on(audioProgressed, (_, progress) => progress);
$audioPaused.on(audioUploadPaused, () => true).reset([audioPicked, audioUploadResumed, uploadAudioFx.finally]);
sample({ clock: audioPicked, target: [readAudioFileFx, uploadAudioFx] });

sample({
  clock: readAudioFileFx.done,
  source: { file: $audioFile, audio: $audio },
  // The server's reading, once there, wins.
  filter: ({ file, audio }, { params }) => file === params && audio === null,
  fn: (_, { result }) => result?.facts ?? null,
  target: $audioFacts,
});
const audioStored = sample({
  clock: uploadAudioFx.done,
  source: $audioFile,
  filter: (file, { params }) => file === params,
  fn: (_, { result }) => result,
});
$audio.on(audioStored, (_, upload) => upload);
$duration.on(audioStored, (_, upload) => upload.metadata.duration);
$audioFacts.on(audioStored, (facts, { metadata }) => ({
  ...facts,
  container: metadata.container,
  sampleRate: metadata.sampleRate,
  bitsPerSample: metadata.bitsPerSample,
  duration: metadata.duration,
}));
const audioFailed = sample({
  clock: uploadAudioFx.fail,
  source: $audioFile,
  filter: (file, { params }) => file === params,
  fn: (_, { error }) => error,
});
const audioCanceled = sample({ clock: audioFailed, filter: (error) => isCanceledError(error) });
for (const store of [$audioFile, $audioName, $audioFacts, $audioProgress] as const) store.reset(audioCanceled);
$audioError.on(audioFailed, (_, error) => (isCanceledError(error) ? null : toApiError(error).message));
sample({ clock: audioUploadCanceled, target: cancelAudioUploadFx });
sample({ clock: audioUploadPaused, target: pauseAudioUploadFx });
sample({ clock: audioUploadResumed, target: resumeAudioUploadFx });

// ---------------------------------------------------------------- the file's tags (issue #37)

// A title and ISRC the file gave, still untouched, leave with it (a new file may give its own).
const fromFileDropped = sample({ clock: [fromFileUndone, audioPicked, audioCleared, formatLeftSingle, audioCanceled], source: $fromFile });
$fields.on(fromFileDropped, (fields, fromFile) => ({ ...fields, ...Object.fromEntries(Object.keys(fromFile).map((key) => [key, ''])) }));
$fromFile.reset(fromFileDropped);
const prefilled = sample({
  clock: readAudioFileFx.done,
  source: { file: $audioFile, fields: $fields },
  filter: ({ file }, { params, result }) => file === params && result !== null,
  fn: ({ fields }, { result }) => prefillFromTags(fields, result!.tags, { isrc: isrcOf }),
});
$fields.on(prefilled, (fields, fromFile) => ({ ...fields, ...fromFile }));
$fromFile.on(prefilled, (_, fromFile) => fromFile);
$fromFile.on(fieldsChanged, keepUntouched);

// ---------------------------------------------------------------- submit (spec 2 §4, §8)

sample({
  clock: submitClicked,
  source: {
    can: $canSubmit,
    artistId: $selectedArtistId,
    fields: $fields,
    cover: $cover,
    check: $coverCheck,
    audio: $audio,
    duration: $duration,
  },
  filter: ({ can, cover }) => can && cover !== null,
  fn: ({ artistId, fields, cover, check, audio, duration }) => ({
    artistId,
    fields,
    cover: cover!,
    coverUploadId: check.status === 'valid' ? (check.uploadId ?? null) : null,
    audio,
    duration,
  }),
  target: createReleaseFx,
});
$serverErrors.on(createReleaseFx, () => ({}));
$submitProgress.on(createReleaseFx, () => null).on(submitProgressed, (_, progress) => progress);

/** The field errors of a 422 ReleaseDraftInvalidError, by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = toApiError(error).body as { fields?: ReleaseFieldError[] } | null | undefined;
  const errors: Record<string, string> = {};
  for (const { field, message } of body?.fields ?? []) errors[field] ??= message;
  return errors;
}

/** Spec 2 §8: the server's message, else the error's, else the generic one. */
export function createErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status > 0 && apiError.message.trim()) return apiError.message;
  const own = error instanceof Error ? error.message.trim() : '';
  return own || DRAFT_TEXTS.createFailed;
}

$serverErrors.on(createReleaseFx.failData, (_, error) => fieldErrorsOf(error));
sample({
  clock: createReleaseFx.failData,
  fn: (error): ToastRequest => ({ type: 'error', title: createErrorText(error), duration: WIZARD_TOASTS.createErrorDuration }),
  target: toastFx,
});

sample({ clock: createReleaseFx.doneData, target: releaseCreated });
sample({ clock: releaseCreated, fn: (release) => release.format ?? null, target: trackReleaseCreatedFx });
sample({ clock: releaseCreated, source: $userId, filter: Boolean, target: clearDraftFx });
sample({ clock: releaseCreated, target: [wizardReset, closeModalFx] });
sample({ clock: releaseCreated, fn: (release) => editPathOf(release._id), target: navigateFx });

// ---------------------------------------------------------------- closing (spec 2 §2 "Other dialogs")

const closeAsked = sample({ clock: closeRequested, source: { dirty: $dirty, submitting: $submitting }, filter: ({ submitting }) => !submitting });
$confirmingClose.on(
  sample({ clock: closeAsked, filter: ({ dirty }) => dirty }),
  () => true,
);
sample({ clock: sample({ clock: closeAsked, filter: ({ dirty }) => !dirty }), target: [wizardReset, closeModalFx] });
$confirmingClose.reset(closeCanceled);
sample({ clock: closeConfirmed, target: [wizardReset, closeModalFx, cancelCoverUploadFx, cancelAudioUploadFx] });
sample({ clock: closeConfirmed, source: $userId, filter: Boolean, target: clearDraftFx });

// ---------------------------------------------------------------- the draft kept on the device

sample({ clock: wizardOpened, target: trackCreateStartedFx });

sample({
  clock: wizardOpened,
  source: { userId: $userId, dirty: $dirty },
  filter: ({ userId, dirty }) => userId !== null && !dirty,
  fn: ({ userId }) => userId!,
  target: loadDraftFx,
});
sample({
  clock: loadDraftFx.doneData,
  source: $dirty,
  filter: (dirty, draft) => !dirty && draft !== null,
  fn: (_, draft) => draft,
  target: $restoreOffer,
});

// An independent artist's label is usually their own name: offered, not imposed.
sample({
  clock: wizardOpened,
  source: { fields: $fields, artist: $selectedArtist, dirty: $dirty },
  filter: ({ fields, artist, dirty }) => !dirty && fields.label === '' && Boolean(artist?.name),
  fn: ({ fields, artist }): DraftFields => ({ ...fields, label: artist?.name ?? '' }),
  target: $fields,
});

const restored = sample({ clock: draftRestoreAccepted, source: $restoreOffer, filter: Boolean });
$restoreOffer.reset(restored, draftRestoreDeclined, wizardReset);
$step.on(restored, (_, draft) => draft.step);
$fields.on(restored, (_, draft) => ({ ...EMPTY_FIELDS, ...draft.fields }));
$cover.on(restored, (_, draft) => draft.cover);
// The file is sent again: an upload named before the reload may have expired meanwhile.
$coverCheck.on(restored, (_, { coverCheck }) => (coverCheck.status === 'valid' ? { status: 'valid', info: coverCheck.info } : coverCheck));
$audio.on(restored, (_, draft) => draft.audio);
$audioName.on(restored, (_, draft) => draft.audioName);
$audioFacts.on(restored, (_, draft) => draft.audioFacts);
$duration.on(restored, (_, draft) => draft.duration);
$dirty.on(restored, () => true);
// A cover whose check had not finished is checked again.
const recheck = sample({ clock: restored, filter: (draft) => draft.cover !== null && draft.coverCheck.status === 'idle', fn: (draft) => draft.cover! });
$coverCheck.on(recheck, () => ({ status: 'checking', info: null }));
sample({ clock: recheck, target: precheckCoverFx });
sample({ clock: draftRestoreDeclined, source: $userId, filter: Boolean, target: clearDraftFx });

const $snapshot = combine({
  step: $step,
  fields: $fields,
  coverCheck: $coverCheck,
  audio: $audio,
  audioName: $audioName,
  audioFacts: $audioFacts,
  duration: $duration,
});
// Kept as it changes, once there is something to keep (a check under way is kept as not done).
sample({
  clock: [$snapshot.updates, $dirty.updates],
  source: { userId: $userId, dirty: $dirty, snapshot: $snapshot },
  filter: ({ userId, dirty }) => userId !== null && dirty,
  fn: ({ userId, snapshot }) => ({
    userId: userId!,
    draft: { ...snapshot, coverCheck: snapshot.coverCheck.status === 'checking' ? ({ status: 'idle' } as const) : snapshot.coverCheck },
  }),
  target: saveDraftFx,
});
sample({
  clock: coverPicked,
  source: $userId,
  filter: Boolean,
  fn: (userId, file) => ({ userId, file }),
  target: saveCoverFx,
});
