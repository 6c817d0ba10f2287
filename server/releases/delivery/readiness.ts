import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import type { ReleaseRecord, ReleaseStatus } from '../release-types.js';
import type { DeliveryType } from './types.js';

/** Why a release cannot be delivered: a code the app can act on, the field, a sentence for people. */
export type DeliveryRefusal = components['schemas']['DeliveryRefusedError']['reasons'][number];

const gap = (code: DeliveryRefusal['code'], field: string, message: string): DeliveryRefusal => ({ code, field, message });

/** What delivery needs that the release lacks (empty when it has everything). */
function contentGaps(record: ReleaseRecord, type: DeliveryType): DeliveryRefusal[] {
  const { values } = record;
  const gaps: DeliveryRefusal[] = [];
  if (!values.upc) gaps.push(gap('MISSING_UPC', 'upc', 'The release has no UPC.'));
  // A takedown names the release by its UPC; the stores need nothing else.
  if (type === 'TAKEDOWN') return gaps;
  if (!values.coverKey) gaps.push(gap('MISSING_COVER', 'coverArt', 'The release has no cover art.'));
  if (values.tracks.length === 0) gaps.push(gap('MISSING_TRACKS', 'tracks', 'The release has no tracks.'));
  values.tracks.forEach((track, index) => {
    if (!track.isrc) gaps.push(gap('MISSING_ISRC', `tracks.${index}.isrc`, `Track ${index + 1} has no ISRC.`));
    if (!track.audioKey) gaps.push(gap('MISSING_AUDIO', `tracks.${index}.audio`, `Track ${index + 1} has no audio.`));
  });
  return gaps;
}

const DELIVERED: readonly ReleaseStatus[] = ['DELIVERED', 'ONLINE'];

/** Whether a delivery of `type` suits a release in `status`. */
function statusRefusal(status: ReleaseStatus, type: DeliveryType): DeliveryRefusal | null {
  if (type === 'NEW') {
    if (status === 'APPROVED') return null;
    if (DELIVERED.includes(status)) {
      return { code: 'NOT_APPROVED', message: `The release is ${status} already: send an UPDATE or a TAKEDOWN instead.` };
    }
    return { code: 'NOT_APPROVED', message: `Only an APPROVED release can be delivered; this release is ${status}.` };
  }
  if (DELIVERED.includes(status)) return null;
  return { code: 'NOT_DELIVERED', message: `An ${type} delivery is for a DELIVERED or ONLINE release; this release is ${status}.` };
}

export const READINESS_MESSAGES = {
  cannotDeliver: 'This release cannot be delivered yet',
} as const;

/** 409 with every reason, coded (the contract's delivery refusal), unless `refusals` is empty. */
export function assertDeliverable(refusals: readonly DeliveryRefusal[]): void {
  if (refusals.length === 0) return;
  const words = refusals.map(({ message }) => {
    const clause = message.replace(/\.$/, '').replace(/^The release /, 'it ');
    return clause.charAt(0).toLowerCase() + clause.slice(1);
  });
  const message = `${READINESS_MESSAGES.cannotDeliver}: ${words.join('; ')}.`;
  const reasons = refusals.map(({ code, field, message: reason }) => ({ code, ...(field ? { field } : {}), message: reason }));
  throw new HttpError(409, message, {}, { reasons });
}

/** What stops the payload from being built (GET /releases/{id}/nm answers 409 with these). */
export function payloadRefusals(record: ReleaseRecord): DeliveryRefusal[] {
  return contentGaps(record, 'NEW');
}

/** Everything that stops sending `type` for the release now: its status first, then what it lacks. */
export function deliveryRefusals(record: ReleaseRecord, type: DeliveryType): DeliveryRefusal[] {
  const status = statusRefusal(record.status, type);
  return [...(status ? [status] : []), ...contentGaps(record, type)];
}
