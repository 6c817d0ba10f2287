import type { FastifyInstance } from 'fastify';
import { withLocalCopy } from '../../storage/local-copy.js';
import { temporaryDir } from '../../storage/temporaries.js';
import { decodeToMono, UnreadableAudio } from './decode-audio.js';
import { ScanCancelled, type ScanControl } from './types.js';
import { type Fingerprint, FINGERPRINT_VERSION, fingerprintSamples, fromBytes, toBytes } from './fingerprint.js';

const MISSING_FILE = 'The audio file is missing from storage.';

export type StoredFingerprint = { ok: true; fingerprint: Fingerprint } | { ok: false; error: string };

async function compute(app: FastifyInstance, key: string): Promise<StoredFingerprint> {
  try {
    return { ok: true, fingerprint: await fingerprintSamples(await withLocalCopy(app.storage, key, temporaryDir(app.uploadsDir), decodeToMono)) };
  } catch (error) {
    if (error instanceof UnreadableAudio) return { ok: false, error: error.message };
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, error: MISSING_FILE };
    throw error;
  }
}

/**
 * The fingerprints of stored audio `keys`: read from `audio_fingerprints`, computed (and kept)
 * for keys it lacks at the current FINGERPRINT_VERSION. A stored file never changes under its
 * key, so a fingerprint is computed once per file. A missing file is answered but not kept.
 */
export async function fingerprintsOf(app: FastifyInstance, keys: readonly string[], control?: ScanControl): Promise<Map<string, StoredFingerprint>> {
  const { rows } = await app.db.query<{ storage_key: string; fingerprint: Uint8Array | null; error: string | null }>(
    'select storage_key, fingerprint, error from audio_fingerprints where storage_key = any($1::text[]) and version = $2',
    [keys, FINGERPRINT_VERSION],
  );
  const found = new Map<string, StoredFingerprint>(
    rows.map((row) => [row.storage_key, row.fingerprint ? { ok: true, fingerprint: fromBytes(row.fingerprint) } : { ok: false, error: row.error ?? 'The audio could not be read.' }]),
  );
  for (const key of keys) {
    if (found.has(key)) continue;
    // Decoding takes a while: a cancelled scan stops before the next file.
    if (control && (await control.isCancelled())) throw new ScanCancelled();
    const computed = await compute(app, key);
    found.set(key, computed);
    // A missing file may be restored (a storage hiccup, a backup): it is not remembered as unreadable.
    if (!computed.ok && computed.error === MISSING_FILE) continue;
    await app.db.query(
      `insert into audio_fingerprints (storage_key, version, fingerprint, error) values ($1, $2, $3, $4)
       on conflict (storage_key) do update set version = excluded.version, fingerprint = excluded.fingerprint, error = excluded.error, computed_at = now()`,
      [key, FINGERPRINT_VERSION, computed.ok ? toBytes(computed.fingerprint) : null, computed.ok ? null : computed.error],
    );
  }
  return found;
}

/** Forgets fingerprints of files no release points at any more (deleted drafts, replaced audio). */
export async function forgetOrphanFingerprints(app: FastifyInstance): Promise<void> {
  await app.db.query(
    `delete from audio_fingerprints f
      where not exists (select 1 from release_tracks t where t.audio_key = f.storage_key)
        and not exists (select 1 from releases r where r.audio_key = f.storage_key)`,
  );
}
