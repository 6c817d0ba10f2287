import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $modalsOpen, modalToggled } from '@/entities/general-store';
import type { AudioUpload, CoverUpload, Release } from '@/entities/release';
import { userReceived } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { ApiError } from '@/shared/api';
import { NO_TAGS, type AudioFileInfo } from '@/shared/ui/audio-preview';
import type { RestoredDraft } from '../lib/draft-storage';
import { EMPTY_FIELDS } from './details-schema';
import {
  $audio,
  $audioFacts,
  $audioFile,
  $canGoNext,
  $canSubmit,
  $confirmingClose,
  $cover,
  $coverCheck,
  $dirty,
  $duration,
  $fields,
  $fromFile,
  $restoreOffer,
  $serverErrors,
  $step,
  audioCleared,
  audioPicked,
  backClicked,
  clearDraftFx,
  clipChoiceChanged,
  clipRangeChanged,
  closeCanceled,
  closeConfirmed,
  closeRequested,
  coverPicked,
  createReleaseFx,
  draftRestoreAccepted,
  draftRestoreDeclined,
  fieldsChanged,
  formatChanged,
  fromFileUndone,
  loadDraftFx,
  navigateFx,
  nextClicked,
  precheckCoverFx,
  readAudioFileFx,
  saveCoverFx,
  saveDraftFx,
  submitClicked,
  toastFx,
  uploadAudioFx,
  validateCoverFx,
  wizardOpened,
  type ToastRequest,
} from './wizard';

const user = makeUser({
  _id: 'u1',
  firstName: 'Nia',
  lastName: 'Cole',
  displayName: 'Nia Cole',
  artists: [{ _id: 'r1', _artist: { _id: 'a1', name: 'Luna Vale' } }],
});

const cover = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
const COVER_UPLOAD = 'c0ffee0000000000000000aa';
const validImage: CoverUpload = { isValid: true, width: 3000, height: 3000, density: 72, format: 'jpeg', colorSpace: 'srgb', reasons: [], uploadId: COVER_UPLOAD };
const upload: AudioUpload = {
  source: 'https://files.test/a.wav',
  audio: { bucket: 'audio', location: 'a.wav', url: 'https://files.test/a.wav' },
  metadata: { container: 'WAV', sampleRate: 48000, bitsPerSample: 24, duration: 184.2 },
};

const detailFields = {
  label: 'Moon Records',
  primaryGenre: 'Pop',
  audioLanguage: 'English',
  releaseDate: '12/01/2026',
  originalReleaseDate: '12/01/2026',
};

interface Setup {
  image?: CoverUpload | (() => never);
  create?: () => Release;
  draft?: RestoredDraft | null;
  read?: (file: File) => AudioFileInfo | null;
}

async function setup({ image = validImage, create = () => ({ _id: 'rel-9' }) as Release, draft = null, read = () => null }: Setup = {}) {
  const toasts: ToastRequest[] = [];
  const navigate = vi.fn();
  const created = vi.fn(create);
  const cleared = vi.fn();
  const saved = vi.fn();
  const scope = fork({
    handlers: [
      [precheckCoverFx, () => ({ info: { type: 'jpeg', width: 3000, height: 3000 }, reasons: [] })],
      [validateCoverFx, () => (typeof image === 'function' ? image() : image)],
      [readAudioFileFx, read],
      [uploadAudioFx, () => upload],
      [createReleaseFx, created],
      [toastFx, (toast: ToastRequest) => void toasts.push(toast)],
      [navigateFx, navigate],
      [loadDraftFx, () => draft],
      [saveDraftFx, saved],
      [saveCoverFx, () => undefined],
      [clearDraftFx, cleared],
    ],
  });
  await allSettled(userReceived, { scope, params: user });
  await allSettled(modalToggled, { scope, params: { key: 'releaseCreate', open: true } });
  return { scope, toasts, navigate, created, cleared, saved };
}

async function fillStepZero(scope: Scope, format: 'SINGLE' | 'EP' | 'ALBUM' = 'SINGLE') {
  await allSettled(coverPicked, { scope, params: cover() });
  await allSettled(fieldsChanged, { scope, params: { title: 'Night Drive' } });
  await allSettled(formatChanged, { scope, params: format });
}

const next = (scope: Scope) => allSettled(nextClicked, { scope });
const back = (scope: Scope) => allSettled(backClicked, { scope });

describe('create release wizard: steps', () => {
  it('goes 0 → 1 → 2 → 3 for a Single and back 3 → 2 → 0', async () => {
    const { scope } = await setup();
    await fillStepZero(scope, 'SINGLE');
    await next(scope);
    expect(scope.getState($step)).toBe(1);
    await next(scope);
    expect(scope.getState($step)).toBe(2);
    await allSettled(audioPicked, { scope, params: new File(['RIFF'], 'a.wav') });
    await next(scope);
    expect(scope.getState($step)).toBe(3);
    await back(scope);
    expect(scope.getState($step)).toBe(2);
    await back(scope);
    expect(scope.getState($step)).toBe(0);
  });

  it.each(['EP', 'ALBUM'] as const)('skips the audio step for an %s, and goes back from 3 to 0', async (format) => {
    const { scope } = await setup();
    await fillStepZero(scope, format);
    await next(scope);
    await next(scope);
    expect(scope.getState($step)).toBe(3);
    await back(scope);
    expect(scope.getState($step)).toBe(0);
  });

  it('goes back from 1 ("change artwork") to 0', async () => {
    const { scope } = await setup();
    await fillStepZero(scope);
    await next(scope);
    await back(scope);
    expect(scope.getState($step)).toBe(0);
  });
});

describe('create release wizard: gates', () => {
  it('holds step 0 until a checked cover, a title and a format are there', async () => {
    const { scope } = await setup();
    expect(scope.getState($canGoNext)).toBe(false);
    await allSettled(coverPicked, { scope, params: cover() });
    expect(scope.getState($coverCheck).status).toBe('valid');
    await allSettled(fieldsChanged, { scope, params: { title: '  ' } });
    await allSettled(formatChanged, { scope, params: 'SINGLE' });
    expect(scope.getState($canGoNext)).toBe(false);
    await allSettled(fieldsChanged, { scope, params: { title: 'Night Drive' } });
    expect(scope.getState($canGoNext)).toBe(true);
    await allSettled(formatChanged, { scope, params: '' });
    await next(scope);
    expect(scope.getState($step)).toBe(0);
  });

  it('holds step 0 while the cover fails the check, with the server message in a 5 s toast', async () => {
    const refused: CoverUpload = {
      ...validImage,
      isValid: false,
      width: 2999,
      height: 2999,
      message: 'Cover art must be at least 3000x3000 pixels.',
      reasons: [{ code: 'TOO_SMALL', field: 'coverArt', message: 'Cover art must be at least 3000x3000 pixels.' }],
    };
    const { scope, toasts } = await setup({ image: refused });
    await fillStepZero(scope);
    expect(scope.getState($coverCheck)).toMatchObject({ status: 'invalid', reasons: [{ code: 'TOO_SMALL' }] });
    expect(scope.getState($canGoNext)).toBe(false);
    expect(toasts.at(-1)).toMatchObject({ type: 'error', title: 'Cover art must be at least 3000x3000 pixels.', duration: 5000 });
  });

  it('says "Upload Success" for 3 s when the cover passes, and "Image Error" when the check fails without a message', async () => {
    const passed = await setup();
    await fillStepZero(passed.scope);
    expect(passed.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Upload Success', duration: 3000 }));
    const failed = await setup({
      image: () => {
        throw new ApiError({ status: 0, kind: 'network', message: 'No connection' });
      },
    });
    await fillStepZero(failed.scope);
    expect(failed.toasts.at(-1)).toMatchObject({ type: 'error', title: 'Image Error', duration: 5000 });
  });

  it('does not check a cover the browser already refused', async () => {
    const toasts: ToastRequest[] = [];
    const validate = vi.fn();
    const local = fork({
      handlers: [
        [precheckCoverFx, () => ({ info: { type: 'png', width: 3000, height: 2000 }, reasons: [{ code: 'NOT_SQUARE', message: 'Cover art must be square (1:1).' }] })],
        [validateCoverFx, validate],
        [toastFx, (toast: ToastRequest) => void toasts.push(toast)],
        [saveCoverFx, () => undefined],
        [saveDraftFx, () => undefined],
      ],
    });
    await allSettled(coverPicked, { scope: local, params: cover() });
    expect(validate).not.toHaveBeenCalled();
    expect(local.getState($coverCheck)).toMatchObject({ status: 'invalid', reasons: [{ code: 'NOT_SQUARE' }] });
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', title: 'Cover art must be square (1:1).', duration: 5000 })]);
  });

  it('holds the audio step until the audio is stored', async () => {
    const { scope } = await setup();
    await fillStepZero(scope);
    await next(scope);
    await next(scope);
    expect(scope.getState($canGoNext)).toBe(false);
    await next(scope);
    expect(scope.getState($step)).toBe(2);
    await allSettled(audioPicked, { scope, params: new File(['RIFF'], 'a.wav') });
    expect(scope.getState($audio)).toEqual(upload);
    expect(scope.getState($duration)).toBe(184.2);
    expect(scope.getState($canGoNext)).toBe(true);
    await allSettled(audioCleared, { scope });
    expect(scope.getState($canGoNext)).toBe(false);
  });

  it('holds the submit until the details are valid', async () => {
    const { scope, created } = await setup();
    await fillStepZero(scope, 'EP');
    await next(scope);
    await next(scope);
    expect(scope.getState($canSubmit)).toBe(false);
    await allSettled(submitClicked, { scope });
    expect(created).not.toHaveBeenCalled();
    await allSettled(fieldsChanged, { scope, params: detailFields });
    expect(scope.getState($canSubmit)).toBe(true);
  });
});

describe('create release wizard: draft rules', () => {
  it('drops the audio and duration when the format becomes an Album or EP', async () => {
    const { scope } = await setup();
    await fillStepZero(scope, 'SINGLE');
    await allSettled(audioPicked, { scope, params: new File(['RIFF'], 'a.wav') });
    expect(scope.getState($audio)).not.toBeNull();
    await allSettled(formatChanged, { scope, params: 'ALBUM' });
    expect(scope.getState($audio)).toBeNull();
    expect(scope.getState($audioFile)).toBeNull();
    expect(scope.getState($duration)).toBeNull();
  });

  it('clears the clip times when streaming services decide', async () => {
    const { scope } = await setup();
    await fillStepZero(scope, 'SINGLE');
    await allSettled(audioPicked, { scope, params: new File(['RIFF'], 'a.wav') });
    await allSettled(clipChoiceChanged, { scope, params: 'UserDefined' });
    expect(scope.getState($fields)).toMatchObject({ specifyClipStartTime: 'UserDefined', clipStartTime: 0, clipEndTime: 30 });
    await allSettled(clipRangeChanged, { scope, params: [12, 72] });
    expect(scope.getState($fields)).toMatchObject({ clipStartTime: 12, clipEndTime: 72 });
    await allSettled(clipChoiceChanged, { scope, params: 'StreamingServices' });
    expect(scope.getState($fields)).toMatchObject({ specifyClipStartTime: 'StreamingServices', clipStartTime: null, clipEndTime: null });
  });

  it('flags pending changes and asks before closing; "Close without saving" forgets the draft', async () => {
    const { scope, cleared } = await setup();
    expect(scope.getState($dirty)).toBe(false);
    await allSettled(fieldsChanged, { scope, params: { title: 'Night Drive' } });
    expect(scope.getState($dirty)).toBe(true);
    await allSettled(closeRequested, { scope });
    expect(scope.getState($confirmingClose)).toBe(true);
    expect(scope.getState($modalsOpen).releaseCreate).toBe(true);
    await allSettled(closeCanceled, { scope });
    expect(scope.getState($confirmingClose)).toBe(false);
    await allSettled(closeRequested, { scope });
    await allSettled(closeConfirmed, { scope });
    expect(scope.getState($modalsOpen).releaseCreate).toBe(false);
    expect(scope.getState($fields)).toEqual(EMPTY_FIELDS);
    expect(scope.getState($dirty)).toBe(false);
    expect(cleared).toHaveBeenCalledWith('u1');
  });

  it('closes at once when nothing changed', async () => {
    const { scope } = await setup();
    await allSettled(closeRequested, { scope });
    expect(scope.getState($confirmingClose)).toBe(false);
    expect(scope.getState($modalsOpen).releaseCreate).toBe(false);
  });

  it('keeps the draft on the device as it changes', async () => {
    const { scope, saved } = await setup();
    await allSettled(fieldsChanged, { scope, params: { title: 'Night Drive' } });
    expect(saved).toHaveBeenLastCalledWith(expect.objectContaining({ userId: 'u1', draft: expect.objectContaining({ fields: expect.objectContaining({ title: 'Night Drive' }) }) }));
  });
});

describe('create release wizard: draft restore', () => {
  const kept: RestoredDraft = {
    version: 1,
    savedAt: 1,
    step: 3,
    fields: { ...EMPTY_FIELDS, title: 'Night Drive', format: 'SINGLE', label: 'Moon Records' },
    coverCheck: { status: 'valid', info: { type: 'jpeg', width: 3000, height: 3000 }, uploadId: COVER_UPLOAD },
    audio: upload,
    audioName: 'a.wav',
    audioFacts: null,
    duration: 184.2,
    cover: cover(),
  };

  it('offers the kept draft on opening and continues it', async () => {
    const { scope } = await setup({ draft: kept });
    await allSettled(wizardOpened, { scope });
    expect(scope.getState($restoreOffer)).toEqual(kept);
    await allSettled(draftRestoreAccepted, { scope });
    expect(scope.getState($step)).toBe(3);
    expect(scope.getState($fields).title).toBe('Night Drive');
    expect(scope.getState($cover)?.name).toBe('cover.jpg');
    // The upload may have expired since: the file goes with the form instead.
    expect(scope.getState($coverCheck)).toEqual({ status: 'valid', info: { type: 'jpeg', width: 3000, height: 3000 } });
    expect(scope.getState($audio)).toEqual(upload);
    expect(scope.getState($dirty)).toBe(true);
    expect(scope.getState($restoreOffer)).toBeNull();
  });

  it('offers the selected artist as the label of a new draft', async () => {
    const { scope } = await setup();
    await allSettled(wizardOpened, { scope });
    expect(scope.getState($fields).label).toBe('Luna Vale');
    expect(scope.getState($dirty)).toBe(false);
  });

  it('"Start over" forgets it', async () => {
    const { scope, cleared } = await setup({ draft: kept });
    await allSettled(wizardOpened, { scope });
    await allSettled(draftRestoreDeclined, { scope });
    expect(scope.getState($restoreOffer)).toBeNull();
    expect(scope.getState($step)).toBe(0);
    expect(cleared).toHaveBeenCalledWith('u1');
  });
});

describe('create release wizard: submit', () => {
  async function ready(setupOptions: Setup = {}) {
    const context = await setup(setupOptions);
    await fillStepZero(context.scope, 'EP');
    await allSettled(fieldsChanged, { scope: context.scope, params: detailFields });
    await next(context.scope);
    await next(context.scope);
    return context;
  }

  it('creates the draft, resets, closes and opens its edit page', async () => {
    const { scope, created, navigate, cleared } = await ready();
    await allSettled(submitClicked, { scope });
    // The cover the server checked is named by its upload, not sent again.
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({ artistId: 'a1', coverUploadId: COVER_UPLOAD, fields: expect.objectContaining({ title: 'Night Drive', format: 'EP' }) }),
    );
    expect(navigate).toHaveBeenCalledWith('/dashboard/releases/rel-9/edit');
    expect(scope.getState($step)).toBe(0);
    expect(scope.getState($dirty)).toBe(false);
    expect(scope.getState($modalsOpen).releaseCreate).toBe(false);
    expect(scope.getState(createReleaseFx.pending)).toBe(false);
    expect(cleared).toHaveBeenCalledWith('u1');
  });

  it('shows the server message for 7 s and the fields it refused', async () => {
    const { scope, toasts } = await ready({
      create: () => {
        throw new ApiError({
          status: 422,
          message: 'Release draft is invalid, please fix the errors and try again',
          body: { fields: [{ field: 'primaryGenre', message: 'Primary genre must be one of the genres.' }] },
        });
      },
    });
    await allSettled(submitClicked, { scope });
    expect(toasts.at(-1)).toEqual({ type: 'error', title: 'Release draft is invalid, please fix the errors and try again', duration: 7000 });
    expect(scope.getState($serverErrors)).toEqual({ primaryGenre: 'Primary genre must be one of the genres.' });
    expect(scope.getState($step)).toBe(3);
    expect(scope.getState(createReleaseFx.pending)).toBe(false);
    await allSettled(fieldsChanged, { scope, params: { primaryGenre: 'Rock' } });
    expect(scope.getState($serverErrors)).toEqual({});
  });

  it('falls back to the error message, then to the generic text', async () => {
    const own = await ready({ create: () => { throw new Error('Disk full'); } });
    await allSettled(submitClicked, { scope: own.scope });
    expect(own.toasts.at(-1)?.title).toBe('Disk full');
    const none = await ready({ create: () => { throw new Error(''); } });
    await allSettled(submitClicked, { scope: none.scope });
    expect(none.toasts.at(-1)?.title).toBe('Something went wrong, please try again later.');
  });

  it('blocks every button while submitting', async () => {
    let finish: (release: Release) => void = () => undefined;
    const slow = fork({
      handlers: [
        [precheckCoverFx, () => ({ info: { type: 'jpeg', width: 3000, height: 3000 }, reasons: [] })],
        [validateCoverFx, () => validImage],
        [createReleaseFx, () => new Promise<Release>((resolve) => (finish = resolve))],
        [toastFx, () => undefined],
        [navigateFx, () => undefined],
        [saveDraftFx, () => undefined],
        [saveCoverFx, () => undefined],
        [clearDraftFx, () => undefined],
      ],
    });
    await allSettled(userReceived, { scope: slow, params: user });
    await fillStepZero(slow, 'EP');
    await allSettled(fieldsChanged, { scope: slow, params: detailFields });
    await next(slow);
    await next(slow);
    const submitted = allSettled(submitClicked, { scope: slow });
    await Promise.resolve();
    expect(slow.getState(createReleaseFx.pending)).toBe(true);
    expect(slow.getState($canSubmit)).toBe(false);
    expect(slow.getState($canGoNext)).toBe(false);
    // Called directly: allSettled would wait for the submission itself.
    scopeBind(backClicked, { scope: slow })();
    expect(slow.getState($step)).toBe(3);
    scopeBind(closeRequested, { scope: slow })();
    expect(slow.getState($confirmingClose)).toBe(false);
    finish({ _id: 'rel-1' } as Release);
    await submitted;
    expect(slow.getState(createReleaseFx.pending)).toBe(false);
  });
});

describe('create release wizard: the file’s tags', () => {
  const facts = { container: 'FLAC', codec: 'FLAC', sampleRate: 96_000, bitsPerSample: 24, channels: 2, duration: 61.5 };
  const tagged = (tags: Partial<AudioFileInfo['tags']>) => () => ({ facts, tags: { ...NO_TAGS, ...tags } });
  const flac = (name = 'glacier-run.flac') => new File(['fLaC'], name, { type: 'audio/flac' });

  async function atAudioStep(read: Setup['read'], title = 'Night Drive') {
    const { scope } = await setup({ read });
    await fillStepZero(scope, 'SINGLE');
    await allSettled(fieldsChanged, { scope, params: { title } });
    return scope;
  }

  it('fills an empty title and ISRC from the file, as the app stores an ISRC, and undo empties them', async () => {
    const scope = await atAudioStep(tagged({ title: 'Glacier Run', isrc: 'us-rc1-76-07839' }), '');
    await allSettled(audioPicked, { scope, params: flac() });
    expect(scope.getState($fields)).toMatchObject({ title: 'Glacier Run', isrc: 'USRC17607839' });
    expect(scope.getState($fromFile)).toEqual({ title: 'Glacier Run', isrc: 'USRC17607839' });
    await allSettled(fromFileUndone, { scope });
    expect(scope.getState($fields)).toMatchObject({ title: '', isrc: '' });
    expect(scope.getState($fromFile)).toEqual({});
  });

  it('keeps what the user typed, and ignores an ISRC the rule refuses', async () => {
    const scope = await atAudioStep(tagged({ title: 'Glacier Run', isrc: 'USRC1760' }));
    await allSettled(audioPicked, { scope, params: flac() });
    expect(scope.getState($fields)).toMatchObject({ title: 'Night Drive', isrc: '' });
    expect(scope.getState($fromFile)).toEqual({});
  });

  it('a field typed over is the user’s: undo leaves it', async () => {
    const scope = await atAudioStep(tagged({ isrc: 'USRC17607839' }));
    await allSettled(audioPicked, { scope, params: flac() });
    await allSettled(fieldsChanged, { scope, params: { isrc: 'GBAYE0601498' } });
    expect(scope.getState($fromFile)).toEqual({});
    await allSettled(fromFileUndone, { scope });
    expect(scope.getState($fields).isrc).toBe('GBAYE0601498');
  });

  it('another file replaces the first one’s values; "change file" takes them away', async () => {
    const scope = await atAudioStep((file) => tagged({ isrc: file.name === 'a.flac' ? 'USRC17607839' : 'GBAYE0601498' })());
    await allSettled(audioPicked, { scope, params: flac('a.flac') });
    await allSettled(audioPicked, { scope, params: flac('b.flac') });
    expect(scope.getState($fields).isrc).toBe('GBAYE0601498');
    await allSettled(audioCleared, { scope });
    expect(scope.getState($fields).isrc).toBe('');
  });

  it('shows the file’s format at once, and keeps its codec and channels when the server’s reading comes', async () => {
    const scope = await atAudioStep(tagged({}));
    await allSettled(audioPicked, { scope, params: flac() });
    expect(scope.getState($audioFacts)).toMatchObject({ container: 'WAV', sampleRate: 48000, codec: 'FLAC', channels: 2 });
  });
});
