import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import type { ReleaseRuleCode } from '../../../src/shared/api/release-rules/index.js';
import { ruleErrors } from '../release-rules.js';
import type { ReleaseRecord, ReleaseStatus } from '../release-types.js';
import type { DeliveryType } from './types.js';

/** Why a release cannot be delivered: a code the app can act on, the field, a sentence for people. */
export type DeliveryRefusal = components['schemas']['DeliveryRefusedError']['reasons'][number];

const REFUSAL_OF_RULE: Partial<Record<ReleaseRuleCode, DeliveryRefusal['code']>> = { UPC_MISSING: 'MISSING_UPC', TRACK_ISRC_MISSING: 'MISSING_ISRC' };

/**
 * What delivery needs that the release lacks (empty when it has everything): every release rule
 * (the shared rule set, up to its delivery stage), a UPC and ISRCs named by their own codes.
 */
function contentGaps(record: ReleaseRecord, type: DeliveryType): DeliveryRefusal[] {
  // A takedown names the release by its UPC; the stores need nothing else.
  const broken = type === 'TAKEDOWN' ? ruleErrors(record.values, 'delivery', true).filter((error) => error.code === 'UPC_MISSING') : ruleErrors(record.values, 'delivery');
  const refusals = broken.map(({ code, field, message }): DeliveryRefusal => {
    const refusal = REFUSAL_OF_RULE[code];
    if (refusal) return { code: refusal, field, message };
    const track = /^tracks\.(\d+)\./.exec(field);
    return { code: 'BROKEN_RULE', rule: code, field, message: track ? `Track ${Number(track[1]) + 1}: ${message}` : message };
  });
  // The identifiers the team adds first, then what the artist has to fix.
  return [...refusals.filter((entry) => entry.code !== 'BROKEN_RULE'), ...refusals.filter((entry) => entry.code === 'BROKEN_RULE')];
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
  const reasons = refusals.map(({ code, rule, field, message: reason }) => ({ code, ...(rule ? { rule } : {}), ...(field ? { field } : {}), message: reason }));
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
