import { HttpError } from '../../http/errors.js';
import type { DraftValues, ReleaseFieldError } from '../release-types.js';
import { dashedIsrc } from './gs1.js';

const ISSUED_MESSAGES = {
  trackKept: (position: number, title: string | null, isrc: string) =>
    `Track ${position + 1} “${title || `Track ${position + 1}`}” keeps ISRC ${dashedIsrc(isrc)}: it was issued for this recording, so the track cannot be removed and its ISRC cannot change.`,
  delivered: (position: number, title: string | null, isrc: string) =>
    `ISRC ${dashedIsrc(isrc)} of track ${position + 1} “${title || `Track ${position + 1}`}” was delivered to the stores: it stays with the recording.`,
} as const;

/** An ISRC is ours when its country and registrant code (its first five characters) are this server's registrant. */
const issuedHere = (isrc: string | null, registrant: string): isrc is string => isrc !== null && isrc.startsWith(registrant);

/** The ISRCs on the tracks that this server issued. */
export function issuedIsrcs(values: DraftValues, registrant: string): string[] {
  return values.tracks.flatMap((track) => (issuedHere(track.isrc, registrant) ? [track.isrc] : []));
}

/**
 * One error per track of `before` whose issued ISRC is on no track of `after`: the track was
 * removed or its code changed, and an issued code belongs to its recording for good.
 */
export function issuedTrackErrors(before: DraftValues, after: DraftValues, registrant: string): ReleaseFieldError[] {
  const kept = new Set(after.tracks.map((track) => track.isrc));
  return before.tracks.flatMap((track, position) =>
    issuedHere(track.isrc, registrant) && !kept.has(track.isrc) ? [{ field: 'tracks', message: ISSUED_MESSAGES.trackKept(position, track.title, track.isrc) }] : [],
  );
}

/** 409 for removing an ISRC the stores already have. */
export function deliveredIsrcRefusal(position: number, title: string | null, isrc: string): HttpError {
  return new HttpError(409, ISSUED_MESSAGES.delivered(position, title, isrc));
}
