import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import type { Release, ReleaseFieldError } from '@/entities/release';
import { toApiError } from '@/shared/api';
import { isBrowserOnline } from '@/shared/lib/network';
import { saveReleaseChanges, type SaveRequest } from '../api/edit-release-api';
import { hasChanges, savedValues, withoutSent, withoutUnchanged, type DraftChanges } from '../lib/draft-changes';
import { readLocalCopy, writeLocalCopy } from '../lib/local-copy';

/** The edit page saves this long after the last change. */
export const AUTOSAVE_DELAY_MS = 800;
/** After a save failed for want of a connection the browser did not report, it is tried again. */
export const OFFLINE_RETRY_MS = 10_000;

export type SaveState = 'saved' | 'saving' | 'offline' | 'error';

// ---------------------------------------------------------------- events

/** The release as the server has it (first load and every refetch). */
export const releaseLoaded = createEvent<Release>();
/** The user changed some fields (the model keeps only those that differ from the server copy). */
export const draftChanged = createEvent<DraftChanges>();
/** The browser went online or offline. */
export const connectionChanged = createEvent<boolean>();
/** Save what is pending now, without waiting (before a submit, on leaving). */
export const flushRequested = createEvent();
/** Field errors of another call (a refused submit) to show on the fields. */
export const fieldErrorsReceived = createEvent<readonly ReleaseFieldError[]>();
/** The page closed: the model forgets the release (the local copy stays). */
export const editorClosed = createEvent();

const saveDue = createEvent();

// ---------------------------------------------------------------- effects

export const saveFx = createEffect<SaveRequest, Release>(saveReleaseChanges);
export const writeLocalCopyFx = createEffect(({ releaseId, changes }: SaveRequest) => writeLocalCopy(releaseId, changes));
const readLocalCopyFx = createEffect((releaseId: string) => readLocalCopy(releaseId));
/** Drops from the local copy what a save has sent (a value changed again since stays). */
const forgetSavedFx = createEffect(({ releaseId, changes }: SaveRequest) =>
  writeLocalCopy(releaseId, withoutSent(readLocalCopy(releaseId), changes)),
);
export const retryLaterFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, OFFLINE_RETRY_MS)));

// ---------------------------------------------------------------- stores

export const $releaseId = createStore<string | null>(null, { skipVoid: false }).reset(editorClosed);
/** The editable fields as last answered by the server. */
export const $saved = createStore<DraftChanges>({}).reset(editorClosed);
/** Changed fields not saved yet (also kept in localStorage). */
export const $pending = createStore<DraftChanges>({}).reset(editorClosed);
export const $online = createStore(isBrowserOnline()).on(connectionChanged, (_, online) => online);
/** Field path → message, from the server's 422 `fields` (cleared when the field changes). */
export const $fieldErrors = createStore<Readonly<Record<string, string>>>({}).reset(editorClosed);
/** Why the last save failed (not for a lost connection), or null. */
export const $saveError = createStore<string | null>(null, { skipVoid: false }).reset(editorClosed, saveFx.done, draftChanged);
export const $saving = saveFx.pending;
export const $hasPending = $pending.map(hasChanges);

/** What the indicator says: Saving…, Saved, or Offline, will save when back online. */
export const $saveState = combine($online, $saving, $hasPending, $saveError, (online, saving, pending, error): SaveState => {
  if (saving) return 'saving';
  if (!online) return 'offline';
  if (error) return 'error';
  return pending ? 'saving' : 'saved';
});

const errorsByField = (fields: readonly ReleaseFieldError[]) => Object.fromEntries(fields.map(({ field, message }) => [field, message]));

// ---------------------------------------------------------------- wiring

// A new release: the server copy, and any edits this browser kept that the server does not have.
// One read of the current id decides both ways (effector's `split` would do it too, at 1 kB more
// in the shared library chunk of every signed-in page).
const loadedFor = sample({ clock: releaseLoaded, source: $releaseId, fn: (current, release) => ({ release, isNew: current !== release._id }) });
const opened = sample({ clock: loadedFor, filter: ({ isNew }) => isNew });
const refreshed = sample({ clock: loadedFor, filter: ({ isNew }) => !isNew });
$releaseId.on(opened, (_, { release }) => release._id);
$pending.reset(opened);
$fieldErrors.reset(opened);
sample({ clock: opened, fn: ({ release }) => release._id, target: readLocalCopyFx });
$saved.on(releaseLoaded, (_, release) => savedValues(release));
sample({
  clock: readLocalCopyFx.doneData,
  source: $saved,
  fn: (saved, local) => withoutUnchanged(local, saved),
  target: $pending,
});
// A refetch may show that pending values have reached the server.
sample({ clock: refreshed, source: $pending, fn: (pending, { release }) => withoutUnchanged(pending, savedValues(release)), target: $pending });

// What the user changed, over what was pending, without what the server has already.
const pendingEdited = sample({
  clock: draftChanged,
  source: { pending: $pending, saved: $saved },
  fn: ({ pending, saved }, changes) => withoutUnchanged({ ...pending, ...changes }, saved),
});
$pending.on(pendingEdited, (_, pending) => pending);
$fieldErrors.on(draftChanged, (errors, changes) => {
  const changed = Object.keys(changes);
  const kept = Object.entries(errors).filter(([path]) => !changed.some((field) => path === field || path.startsWith(`${field}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
});

// The local copy follows the user's edits, and loses what the server has confirmed. It is not
// touched when the model forgets a release (closing, opening another): that is when it matters.
sample({
  clock: pendingEdited,
  source: $releaseId,
  filter: (releaseId) => releaseId !== null,
  fn: (releaseId, changes): SaveRequest => ({ releaseId: releaseId as string, changes }),
  target: writeLocalCopyFx,
});
sample({ clock: saveFx.done, fn: ({ params }) => params, target: forgetSavedFx });

debounce({ source: draftChanged, timeout: AUTOSAVE_DELAY_MS, target: saveDue });
sample({ clock: [flushRequested, readLocalCopyFx.done], target: saveDue });
sample({ clock: connectionChanged, filter: (online) => online, target: saveDue });
// Edits made while a save was under way go out once it has answered.
sample({ clock: saveFx.done, target: saveDue });

sample({
  clock: saveDue,
  source: { releaseId: $releaseId, changes: $pending, online: $online, saving: $saving },
  filter: ({ releaseId, changes, online, saving }) => releaseId !== null && online && !saving && hasChanges(changes),
  fn: ({ releaseId, changes }) => ({ releaseId: releaseId as string, changes }),
  target: saveFx,
});

/** The release as saved; the page puts it in the query cache. */
export const releaseSaved = saveFx.doneData;
$saved.on(saveFx.doneData, (_, release) => savedValues(release));
$pending.on(saveFx.done, (pending, { params }) => withoutSent(pending, params.changes));

const saveFailed = saveFx.failData.map((error) => {
  const apiError = toApiError(error);
  const body = apiError.body as { fields?: ReleaseFieldError[] } | null | undefined;
  return {
    offline: apiError.kind === 'network',
    message: apiError.message,
    fields: Array.isArray(body?.fields) ? body.fields : [],
  };
});
// A lost connection is not an error: the edits wait for the `online` event.
$online.on(saveFailed, (online, failure) => (failure.offline ? false : online));
$saveError.on(saveFailed, (_, failure) => (failure.offline ? null : failure.message));
$fieldErrors.on(saveFailed, (errors, failure) => (failure.fields.length ? { ...errors, ...errorsByField(failure.fields) } : errors));
$fieldErrors.on(fieldErrorsReceived, (errors, fields) => ({ ...errors, ...errorsByField(fields) }));

// The browser may think it is online while requests fail: look again a little later.
sample({ clock: saveFailed, filter: (failure) => failure.offline, target: retryLaterFx });
sample({ clock: retryLaterFx.done, fn: () => isBrowserOnline(), target: connectionChanged });
