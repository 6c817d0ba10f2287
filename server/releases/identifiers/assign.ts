import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { lockRelease, registerCode, retireCode, setReleaseUpc, setTrackIsrc, touchRelease, trackCodes, wasDelivered } from '../repository/index.js';
import { CODE_MESSAGES, codeRefusalMessage, issueIsrc, issueUpc } from './codes.js';
import { isGtin } from './gs1.js';
import { deliveredIsrcRefusal } from './issued.js';
import { RULE_MESSAGES } from '../release-rules.js';

const NOT_FOUND = 'Release not found.';

/** Locks the release row for the assignment and answers what it holds now. */
async function lockCodes(tx: Queryable, releaseId: string) {
  const release = await lockRelease(tx, releaseId);
  if (!release) throw new HttpError(404, NOT_FOUND);
  return { id: releaseId, upc: release.upc, format: release.format, tracks: await trackCodes(tx, releaseId) };
}

/** POST /releases/{id}/upc: the given code (checked) or the next one of the prefix; `keepExisting` for bulk calls. */
export async function assignUpc(app: FastifyInstance, releaseId: string, { given, keepExisting = false }: { given?: string | undefined; keepExisting?: boolean } = {}): Promise<void> {
  await app.db.transaction(async (tx) => {
    const release = await lockCodes(tx, releaseId);
    if (release.upc && keepExisting) return;
    if (release.upc) throw new HttpError(409, CODE_MESSAGES.hasUpc(release.upc));
    if (given !== undefined) {
      if (!isGtin(given)) throw new HttpError(400, RULE_MESSAGES.upcCheckDigit);
      const refusal = await registerCode(tx, { type: 'UPC', code: given, releaseId, trackPosition: null }, { keepOwn: false });
      if (refusal) throw new HttpError(409, codeRefusalMessage('UPC', given, refusal));
      await setReleaseUpc(tx, releaseId, given);
      return;
    }
    await setReleaseUpc(tx, releaseId, await issueUpc(tx, app.codeRanges, releaseId));
  });
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
      await setTrackIsrc(tx, release, track.position, isrc);
      given++;
    }
    if (given > 0) await touchRelease(tx, releaseId);
    return given;
  });
}

/** POST /releases/{id}/remove-isrc: detached and retired, never issued again; a delivered one stays (409). */
export async function removeIsrc(app: FastifyInstance, releaseId: string, isrc: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const release = await lockCodes(tx, releaseId);
    const track = release.tracks.find((candidate) => candidate.isrc === isrc);
    if (!track) throw new HttpError(404, CODE_MESSAGES.isrcNotOnRelease(isrc));
    if (await wasDelivered(tx, releaseId)) throw deliveredIsrcRefusal(track.position, track.title, isrc);
    await setTrackIsrc(tx, release, track.position, null);
    await retireCode(tx, isrc);
    await touchRelease(tx, releaseId);
  });
}
