import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { withLocalCopy } from '../storage/local-copy.js';
import { temporaryDir } from '../storage/temporaries.js';
import { readAudioMetadata } from './audio.js';
import type { DraftValues, ReleaseFieldError } from './release-types.js';

type Refusal = { code: string; message: string } | null;

/** Records that a stored file passed the audio check (it was checked before it was stored). */
export async function recordAudioPassed(db: Database, key: string): Promise<void> {
  await db.query('insert into audio_checks (storage_key) values ($1) on conflict (storage_key) do nothing', [key]);
}

/** The audio check of a file stored before uploads were checked whole (read from a local copy); undefined when the file is gone. */
async function checkStored(app: FastifyInstance, key: string): Promise<Refusal | undefined> {
  try {
    await withLocalCopy(app.storage, key, temporaryDir(app.uploadsDir), readAudioMetadata);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return { code: String(error.details.code), message: error.message };
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The release's audio files, each with the field it belongs to: every track's, and a single's own when no track has it. */
function audioFields(values: DraftValues): { field: string; key: string }[] {
  const fields = values.tracks.flatMap((track, index) => (track.audioKey ? [{ field: `tracks.${index}.audio`, key: track.audioKey }] : []));
  if (values.audioKey && !fields.some((entry) => entry.key === values.audioKey)) fields.push({ field: 'audio', key: values.audioKey });
  return fields;
}

/**
 * Field errors for the release's audio files that fail the upload check. A file with no recorded
 * result (stored before the check) is checked now, once: its result is kept.
 */
export async function audioCheckErrors(app: FastifyInstance, values: DraftValues): Promise<ReleaseFieldError[]> {
  const fields = audioFields(values);
  if (fields.length === 0) return [];
  const { rows } = await app.db.query<{ storage_key: string; refusal_code: string | null; refusal_message: string | null }>(
    'select storage_key, refusal_code, refusal_message from audio_checks where storage_key = any($1::text[])',
    [fields.map((entry) => entry.key)],
  );
  const results = new Map<string, Refusal>(rows.map((row) => [row.storage_key, row.refusal_code ? { code: row.refusal_code, message: row.refusal_message ?? '' } : null]));
  for (const { key } of fields) {
    if (results.has(key)) continue;
    const refusal = await checkStored(app, key);
    if (refusal === undefined) continue;
    results.set(key, refusal);
    await app.db.query(
      'insert into audio_checks (storage_key, refusal_code, refusal_message) values ($1, $2, $3) on conflict (storage_key) do nothing',
      [key, refusal?.code ?? null, refusal?.message ?? null],
    );
  }
  return fields.flatMap(({ field, key }) => {
    const refusal = results.get(key);
    return refusal ? [{ field, code: refusal.code, message: refusal.message }] : [];
  });
}
