import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { CODE_MESSAGES, issueIsrc, issueUpc } from './codes.js';
import { isGtin } from './gs1.js';
import { deliveredIsrcRefusal } from './issued.js';
import { RULE_MESSAGES } from '../release-rules.js';

const NOT_FOUND = 'Release not found.';

/** Locks the release row for the assignment and answers what it holds now. */
async function lockCodes(tx: Queryable, releaseId: string) {
  const { rows } = await tx.query<{ upc: string | null; format: string }>('select upc, format from releases where id = $1 for update', [releaseId]);
  if (!rows[0]) throw new HttpError(404, NOT_FOUND);
  const { rows: tracks } = await tx.query<{ position: number; isrc: string | null; title: string | null }>(
    'select position, isrc, title from release_tracks where release_id = $1 order by position',
    [releaseId],
  );
  return { ...rows[0], tracks };
}

/** POST /releases/{id}/upc: the given code (checked) or the next one of the prefix; `keepExisting` for bulk calls. */
export async function assignUpc(app: FastifyInstance, releaseId: string, { given, keepExisting = false }: { given?: string | undefined; keepExisting?: boolean } = {}): Promise<void> {
  await app.db.transaction(async (tx) => {
    const release = await lockCodes(tx, releaseId);
    if (release.upc && keepExisting) return;
    if (release.upc) throw new HttpError(409, CODE_MESSAGES.hasUpc(release.upc));
    if (given !== undefined) {
      if (!isGtin(given)) throw new HttpError(400, RULE_MESSAGES.upcCheckDigit);
      await acceptUpc(tx, releaseId, given);
      await tx.query('update releases set upc = $2, updated_at = now() where id = $1', [releaseId, given]);
      return;
    }
    const upc = await issueUpc(tx, app.codeRanges, releaseId);
    await tx.query('update releases set upc = $2, updated_at = now() where id = $1', [releaseId, upc]);
  });
}

/** A typed UPC: refused when any release ever held it. */
async function acceptUpc(tx: Queryable, releaseId: string, upc: string): Promise<void> {
  const { rows } = await tx.query<{ retired_at: Date | null }>('select retired_at from release_codes where code = $1', [upc]);
  if (rows[0]) throw new HttpError(409, rows[0].retired_at ? CODE_MESSAGES.retired('UPC', upc) : CODE_MESSAGES.upcTaken(upc));
  await tx.query(
    `insert into release_codes (type, code, release_id, release_title, assigned_at) select 'UPC', $2, id, title, now() from releases where id = $1`,
    [releaseId, upc],
  );
}

/** Gives the tracks at `positions` that have none an ISRC; answers how many were given. */
export async function assignIsrcs(app: FastifyInstance, releaseId: string, positions?: readonly number[]): Promise<number> {
  return app.db.transaction(async (tx) => {
    const release = await lockCodes(tx, releaseId);
    const wanted = positions ?? release.tracks.map((track) => track.position);
    const missing = wanted.find((position) => !release.tracks.some((track) => track.position === position));
    if (missing !== undefined) throw new HttpError(400, CODE_MESSAGES.noTrack(missing));
    let given = 0;
    for (const track of release.tracks) {
      if (track.isrc || !wanted.includes(track.position)) continue;
      const isrc = await issueIsrc(tx, app.codeRanges, releaseId, track.position);
      await setTrackIsrc(tx, releaseId, release.format, track.position, isrc);
      given++;
    }
    if (given > 0) await tx.query('update releases set updated_at = now() where id = $1', [releaseId]);
    return given;
  });
}

/** A single's one track and the release carry the same ISRC. */
async function setTrackIsrc(tx: Queryable, releaseId: string, format: string, position: number, isrc: string | null) {
  await tx.query('update release_tracks set isrc = $3 where release_id = $1 and position = $2', [releaseId, position, isrc]);
  if (format === 'SINGLE' && position === 0) await tx.query('update releases set isrc = $2 where id = $1', [releaseId, isrc]);
}

/** Whether the stores have had the release: it is DELIVERED or ONLINE, or a live delivery of it did not fail. */
async function wasDelivered(tx: Queryable, releaseId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from releases where id = $1 and status in ('DELIVERED', 'ONLINE')
     union all
     select 1 from deliveries where release_id = $1 and environment = 'PRODUCTION' and status <> 'FAILED' limit 1`,
    [releaseId],
  );
  return rows.length > 0;
}

/** POST /releases/{id}/remove-isrc: detached and retired, never issued again; a delivered one stays (409). */
export async function removeIsrc(app: FastifyInstance, releaseId: string, isrc: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const release = await lockCodes(tx, releaseId);
    const track = release.tracks.find((candidate) => candidate.isrc === isrc);
    if (!track) throw new HttpError(404, CODE_MESSAGES.isrcNotOnRelease(isrc));
    if (await wasDelivered(tx, releaseId)) throw deliveredIsrcRefusal(track.position, track.title, isrc);
    await setTrackIsrc(tx, releaseId, release.format, track.position, null);
    await tx.query('update release_codes set retired_at = now() where code = $1 and retired_at is null', [isrc]);
    await tx.query('update releases set updated_at = now() where id = $1', [releaseId]);
  });
}
