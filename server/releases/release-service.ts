import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/authorize.js';
import { HttpError } from '../http/errors.js';
import type { MultipartForm } from '../storage/uploaded-form.js';
import { draftFromForm } from './draft-form.js';
import { type FormCover, withFormCover } from './form-cover.js';
import { issuedTrackErrors } from './identifiers/issued.js';
import { assertDistributionAccepted } from '../agreements/acceptances.js';
import { accessibleRelease, actorOf, mayUseArtist } from './release-access.js';
import { recordAudioPassed } from './audio-checks.js';
import { checkAudioFile, checkCoverFile, removeStored, storeAudio, storeCover } from './release-files.js';
import { applyDraftPatch, type PatchContext } from './release-patch.js';
import { draftRuleErrors, invalidDraft, normalizeDraft, RULE_MESSAGES } from './release-rules.js';
import { deleteReleaseRow, insertRelease, loadRelease, lockUnchanged, recordStatusChange, unownedKeys, updateReleaseValues } from './repository/index.js';
import { type DraftValues, EMPTY_DRAFT, type ReleaseDraft, type ReleaseFieldError, type ReleaseRecord } from './release-types.js';
import { moveRelease } from './moves.js';
import { assertDeletable, assertEditable } from './state.js';

const patchContext = (app: FastifyInstance, caller: Caller, record?: ReleaseRecord): PatchContext => ({
  callerId: caller.userId,
  bucket: app.storage.bucket,
  ownedKeys: record?.ownedKeys ?? [],
});

/** Field errors of one change, most specific first: a later list adds nothing about a field an earlier one named. */
function collectErrors(...lists: ReleaseFieldError[][]): ReleaseFieldError[] {
  const seen = new Set<string>();
  const errors: ReleaseFieldError[] = [];
  for (const list of lists) {
    const fresh = list.filter((error) => !seen.has(error.field));
    errors.push(...fresh);
    for (const error of fresh) seen.add(error.field);
  }
  return errors;
}

interface FormFiles {
  values: DraftValues;
  /** Keys stored for this request, removed again if the write fails. */
  stored: string[];
  /** Keys the new values no longer point at (a replaced cover). */
  replaced: string[];
}

/**
 * The files of a release form (its cover, see `withFormCover`, and its audio part): checks them
 * (field errors), then, when everything else is valid too, moves them into storage. A file left
 * out keeps what `values` has.
 */
async function withFormFiles(
  app: FastifyInstance,
  caller: Caller,
  form: MultipartForm,
  cover: FormCover,
  values: DraftValues,
  earlier: ReleaseFieldError[],
): Promise<FormFiles> {
  const audio = form.files.get('audio');
  const coverCheck = cover === null ? null : 'error' in cover ? { ok: false as const, errors: [cover.error] } : await checkCoverFile(cover.path);
  const audioCheck = audio && values.format === 'SINGLE' ? await checkAudioFile(audio.path) : null;
  const fileErrors = [...(coverCheck?.ok === false ? coverCheck.errors : []), ...(audioCheck?.ok === false ? audioCheck.errors : [])];
  // The rules see the new files as present, so only their own errors name them.
  let next: DraftValues = { ...values, coverKey: coverCheck?.ok ? 'pending' : values.coverKey };
  if (audioCheck?.ok) next = normalizeDraft({ ...next, audioKey: 'pending', duration: audioCheck.duration }, { release: new Set(['audioKey', 'duration']), tracks: false });
  const errors = collectErrors(earlier, fileErrors, draftRuleErrors(next));
  if (errors.length > 0) throw invalidDraft(errors);

  const stored: string[] = [];
  const replaced: string[] = [];
  try {
    if (cover && 'path' in cover && coverCheck?.ok) {
      const keys = await storeCover(app.storage, app.uploadsDir, caller.userId, cover.path, coverCheck.extension);
      stored.push(keys.coverKey, keys.thumbnailKey);
      replaced.push(...[values.coverKey, values.coverThumbnailKey].filter((key): key is string => key !== null));
      next = { ...next, coverKey: keys.coverKey, coverThumbnailKey: keys.thumbnailKey };
    }
    if (audio && audioCheck?.ok) {
      const key = await storeAudio(app.storage, caller.userId, audio.path, audioCheck.extension);
      stored.push(key);
      await recordAudioPassed(app.db, key);
      next = normalizeDraft({ ...next, audioKey: key }, { release: new Set(['audioKey']), tracks: false });
    }
  } catch (error) {
    await removeStored(app.storage, stored);
    throw error;
  }
  return { values: next, stored, replaced };
}

/** Runs a write; removes the files stored for it when it fails, and the replaced ones when it succeeds. */
async function committing<T>(app: FastifyInstance, files: FormFiles, write: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await removeStored(app.storage, files.stored);
    throw error;
  }
  await removeStored(app.storage, await unownedKeys(app.db, files.replaced));
  return result;
}

async function artistErrors(app: FastifyInstance, caller: Caller, artistId: string | null, changed: boolean): Promise<ReleaseFieldError[]> {
  if (!artistId) return [{ field: 'artistId', message: RULE_MESSAGES.artistId }];
  if (!changed) return [];
  return (await mayUseArtist(app.db, caller, artistId)) ? [] : [{ field: 'artistId', message: RULE_MESSAGES.artistId }];
}

/**
 * A release is for one roster artist: when the form leaves the artists out, that artist is its primary
 * artist (linked, with their platform ids), as the wizard does not ask again.
 */
async function withRosterArtistAsPrimary(app: FastifyInstance, values: DraftValues): Promise<DraftValues> {
  if (!values.artistId) return values;
  const { rows } = await app.db.query<{ id: string; name: string; image: string | null; spotify_id: string | null; apple_id: string | null }>(
    'select id, name, image, spotify_id, apple_id from artists where id = $1',
    [values.artistId],
  );
  const artist = rows[0];
  if (!artist) return values;
  const primary = {
    name: artist.name,
    role: 'PRIMARY_ARTIST' as const,
    spotifyId: artist.spotify_id,
    appleId: artist.apple_id,
    artist: { id: artist.id, image: artist.image },
  };
  return { ...values, artists: [primary] };
}

/** POST /releases/drafts: a new DRAFT from the multipart form (spec 2 §7), its creation in the history. */
export async function createDraft(app: FastifyInstance, caller: Caller, form: MultipartForm): Promise<string> {
  return withFormCover(app, caller.userId, form, (cover) => createDraftWith(app, caller, form, cover));
}

async function createDraftWith(app: FastifyInstance, caller: Caller, form: MultipartForm, cover: FormCover): Promise<string> {
  const patch = draftFromForm(app.contract, form.fields);
  const applied = applyDraftPatch(EMPTY_DRAFT, patch, patchContext(app, caller));
  const earlier = [...(await artistErrors(app, caller, applied.values.artistId, true)), ...applied.errors];
  const values = earlier.length === 0 && patch.artists === undefined ? await withRosterArtistAsPrimary(app, applied.values) : applied.values;
  const files = await withFormFiles(app, caller, form, cover, values, earlier);
  return committing(app, files, () =>
    app.db.transaction(async (tx) => {
      const id = await insertRelease(tx, { ownerId: caller.userId, values: files.values });
      await recordStatusChange(tx, { releaseId: id, by: caller.userId, from: null, to: 'DRAFT' });
      return id;
    }),
  );
}

/** What a replace (PUT) keeps when the form leaves it out: the files, the lists, the identifiers and the artist. */
function keptOnReplace(values: DraftValues): DraftValues {
  const { artistId, coverKey, coverThumbnailKey, audioKey, duration, upc, isrc, tracks, artists, contributors } = values;
  return { ...EMPTY_DRAFT, artistId, coverKey, coverThumbnailKey, audioKey, duration, upc, isrc, tracks, artists, contributors };
}

/** PUT /releases/drafts/{id}: the form replaces the draft's metadata; a file part left out keeps the stored file. */
export async function replaceDraft(app: FastifyInstance, caller: Caller, id: string, form: MultipartForm): Promise<ReleaseRecord> {
  return withFormCover(app, caller.userId, form, (cover) => replaceDraftWith(app, caller, id, form, cover));
}

async function replaceDraftWith(app: FastifyInstance, caller: Caller, id: string, form: MultipartForm, cover: FormCover): Promise<ReleaseRecord> {
  const record = await accessibleRelease(app.db, caller, id);
  assertEditable(record.status, actorOf(caller), { draftOnly: true });
  const patch = draftFromForm(app.contract, form.fields);
  const applied = applyDraftPatch(keptOnReplace(record.values), patch, patchContext(app, caller, record));
  const earlier = [
    ...issuedTrackErrors(record.values, applied.values, app.codeRanges.isrcRegistrant),
    ...(await artistErrors(app, caller, applied.values.artistId, patch.artistId !== undefined)),
    ...applied.errors,
  ];
  const files = await withFormFiles(app, caller, form, cover, applied.values, earlier);
  return committing(app, files, () => writeValues(app, record, files.values));
}

export const COVER_MISSING = 'Choose a cover image to upload.';

/** PUT /releases/drafts/{id}/cover: a new cover (and thumbnail) for a draft; nothing else changes. */
export async function replaceCover(app: FastifyInstance, caller: Caller, id: string, form: MultipartForm): Promise<ReleaseRecord> {
  const record = await accessibleRelease(app.db, caller, id);
  assertEditable(record.status, actorOf(caller), { draftOnly: true });
  return withFormCover(app, caller.userId, form, async (cover) => {
    if (!cover || form.fields.size > 0) throw new HttpError(400, COVER_MISSING);
    const files = await withFormFiles(app, caller, form, cover, record.values, []);
    return committing(app, files, () => writeValues(app, record, files.values));
  });
}

/**
 * Writes new values if the release is still as it was read (a concurrent change answers 409) and
 * answers the release as the write stored it: the request reads it once, before the change.
 */
async function writeValues(app: FastifyInstance, record: ReleaseRecord, values: DraftValues): Promise<ReleaseRecord> {
  return app.db.transaction(async (tx) => {
    await lockUnchanged(tx, record.id, record.status);
    return updateReleaseValues(tx, record, values);
  });
}

/** PATCH /releases/drafts/{id} (draft statuses only) and PATCH /releases/{id} (admins also PENDING). */
export async function patchRelease(
  app: FastifyInstance,
  caller: Caller,
  id: string,
  patch: ReleaseDraft,
  { draftOnly }: { draftOnly: boolean },
): Promise<ReleaseRecord> {
  const record = await accessibleRelease(app.db, caller, id);
  assertEditable(record.status, actorOf(caller), { draftOnly });
  const applied = applyDraftPatch(record.values, patch, patchContext(app, caller, record));
  const errors = collectErrors(
    issuedTrackErrors(record.values, applied.values, app.codeRanges.isrcRegistrant),
    await artistErrors(app, caller, applied.values.artistId, patch.artistId !== undefined),
    applied.errors,
    draftRuleErrors(applied.values),
  );
  if (errors.length > 0) throw invalidDraft(errors);
  return writeValues(app, record, applied.values);
}

/** PATCH /releases/drafts/{id}/copyright: the ℗/© holder (the label). */
export async function setCopyrightLabel(app: FastifyInstance, caller: Caller, id: string, label: string): Promise<ReleaseRecord> {
  const record = await accessibleRelease(app.db, caller, id);
  assertEditable(record.status, actorOf(caller), { draftOnly: true });
  return writeValues(app, record, { ...record.values, label });
}

/** DELETE /releases/drafts/{id}: DRAFT only; its files leave storage once the row is gone. */
export async function deleteDraft(app: FastifyInstance, caller: Caller, id: string): Promise<void> {
  const record = await accessibleRelease(app.db, caller, id);
  assertDeletable(record.status);
  const keys = await app.db.transaction(async (tx) => {
    await lockUnchanged(tx, id, record.status);
    return deleteReleaseRow(tx, id);
  });
  await removeStored(app.storage, await unownedKeys(app.db, keys));
}

const SUBMITTABLE: readonly ReleaseRecord['status'][] = ['DRAFT', 'REJECTED'];

/** POST /releases/{id}/submit: DRAFT or REJECTED → PENDING, only when the whole release validates. */
export async function submitRelease(app: FastifyInstance, caller: Caller, id: string): Promise<ReleaseRecord> {
  const record = await accessibleRelease(app.db, caller, id);
  // The owner grants the rights to deliver: their acceptance, whoever sends it (before the rules, once a move is possible).
  if (SUBMITTABLE.includes(record.status)) await assertDistributionAccepted(app.db, record.ownerId, record.ownerId === caller.userId);
  return moveRelease(app, { releaseId: id, to: 'PENDING', actor: actorOf(caller), byUserId: caller.userId }, record);
}

export async function loadOrFail(app: FastifyInstance, id: string): Promise<ReleaseRecord> {
  const record = await loadRelease(app.db, id);
  if (!record) throw new HttpError(404, 'Release not found.');
  return record;
}
