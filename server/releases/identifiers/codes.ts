import type { Queryable } from '../../db/index.js';
import { type CodeClaim, type CodeRefusal, nextNumber, numbersTaken, registerCode, retireDetached } from '../repository/release-codes.js';
import { HttpError } from '../../http/errors.js';
import { invalidDraft } from '../release-rules.js';
import type { DraftValues } from '../release-types.js';
import { dashedIsrc, gs1CheckDigit } from './gs1.js';

/** Where codes come from: a GS1 company prefix for UPC-A and an ISRC country + registrant code. */
export interface CodeRanges {
  /** Digits of a GS1 company prefix; the sandbox's 029999 is GS1's restricted-circulation range, never on a traded product. */
  upcPrefix: string;
  /** Country and registrant code (5 characters); the sandbox's ZZX99 uses a user-assigned ISO 3166 code no ISRC agency holds. */
  isrcRegistrant: string;
}

export const SANDBOX_CODE_RANGES: CodeRanges = { upcPrefix: '029999', isrcRegistrant: 'ZZX99' };

export function checkCodeRanges({ upcPrefix, isrcRegistrant }: CodeRanges): void {
  if (!/^[0-9]{6,10}$/.test(upcPrefix)) throw new Error(`UPC_PREFIX must be a GS1 company prefix of 6 to 10 digits, not "${upcPrefix}"`);
  if (!/^[A-Z]{2}[A-Z0-9]{3}$/.test(isrcRegistrant)) throw new Error(`ISRC_REGISTRANT must be a country and registrant code like ZZX99, not "${isrcRegistrant}"`);
}

export const CODE_MESSAGES = {
  hasUpc: (upc: string) => `This release already has a UPC (${upc}).`,
  upcsExhausted: (prefix: string) => `No UPCs are left in the range of prefix ${prefix}.`,
  isrcsExhausted: (registrant: string, year: string) => `No ISRCs are left for ${registrant} in 20${year}: all 99,999 are issued.`,
  upcTaken: (upc: string) => `UPC ${upc} is already used by another release.`,
  isrcTaken: (isrc: string) => `ISRC ${dashedIsrc(isrc)} is already used by another release.`,
  retired: (type: string, code: string) => `${type} ${code} was detached from a release and cannot be used again.`,
  noTrack: (index: number) => `Track index ${index} is not on this release.`,
  isrcNotOnRelease: (isrc: string) => `ISRC ${dashedIsrc(isrc)} is not on this release.`,
} as const;

/** The message of a refused code. */
export function codeRefusalMessage(type: CodeClaim['type'], code: string, refusal: CodeRefusal): string {
  if (refusal === 'retired') return CODE_MESSAGES.retired(type, code);
  return type === 'UPC' ? CODE_MESSAGES.upcTaken(code) : CODE_MESSAGES.isrcTaken(code);
}

/** Registers an issued `code` for the release unless it was ever issued (then false: take the next one). */
async function claim(tx: Queryable, code: CodeClaim): Promise<boolean> {
  return (await registerCode(tx, code, { keepOwn: false })) === null;
}

/** The next UPC-A of the company prefix with its GS1 check digit, registered for the release. */
export async function issueUpc(tx: Queryable, ranges: CodeRanges, releaseId: string): Promise<string> {
  const referenceDigits = 11 - ranges.upcPrefix.length;
  const capacity = 10 ** referenceDigits;
  for (;;) {
    const value = await nextNumber(tx, `UPC:${ranges.upcPrefix}`);
    if (value >= capacity) throw new HttpError(409, CODE_MESSAGES.upcsExhausted(ranges.upcPrefix));
    const body = `${ranges.upcPrefix}${String(value).padStart(referenceDigits, '0')}`;
    const upc = `${body}${gs1CheckDigit(body)}`;
    if (await claim(tx, { type: 'UPC', code: upc, releaseId, trackPosition: null })) return upc;
  }
}

const yearOf = (now: Date) => String(now.getUTCFullYear() % 100).padStart(2, '0');

/** The next ISRC of this year's counter of the registrant, registered for the track. */
export async function issueIsrc(tx: Queryable, ranges: CodeRanges, releaseId: string, trackPosition: number, now = new Date()): Promise<string> {
  const year = yearOf(now);
  for (;;) {
    const value = (await nextNumber(tx, `ISRC:${ranges.isrcRegistrant}${year}`)) + 1;
    if (value > 99_999) throw new HttpError(409, CODE_MESSAGES.isrcsExhausted(ranges.isrcRegistrant, year));
    const isrc = `${ranges.isrcRegistrant}${year}${String(value).padStart(5, '0')}`;
    if (await claim(tx, { type: 'ISRC', code: isrc, releaseId, trackPosition })) return isrc;
  }
}

/** Codes still left to issue: UPCs of the prefix, ISRCs of this year. */
export async function codesAvailable(db: Queryable, ranges: CodeRanges, now = new Date()): Promise<{ UPC: number; ISRC: number }> {
  const upcScope = `UPC:${ranges.upcPrefix}`;
  const isrcScope = `ISRC:${ranges.isrcRegistrant}${yearOf(now)}`;
  const taken = await numbersTaken(db, [upcScope, isrcScope]);
  const used = (scope: string) => taken.get(scope) ?? 0;
  return {
    UPC: Math.max(0, 10 ** (11 - ranges.upcPrefix.length) - used(upcScope)),
    ISRC: Math.max(0, 99_999 - used(isrcScope)),
  };
}

/**
 * Keeps the registry in step with the codes a release's values carry (call inside the write's
 * transaction): a code typed by a person is accepted only if no other release ever held it; a
 * code the release no longer carries is retired.
 */
export async function syncReleaseCodes(tx: Queryable, releaseId: string, values: DraftValues): Promise<void> {
  const wanted = [
    ...(values.upc ? [{ type: 'UPC' as const, code: values.upc, trackPosition: null, field: 'upc' }] : []),
    ...values.tracks.flatMap((track, position) =>
      track.isrc ? [{ type: 'ISRC' as const, code: track.isrc, trackPosition: position, field: `tracks.${position}.isrc` }] : [],
    ),
  ];
  const errors: { field: string; message: string }[] = [];
  for (const code of wanted) {
    const refusal = await registerCode(tx, { ...code, releaseId }, { keepOwn: true });
    if (refusal) errors.push({ field: code.field, message: codeRefusalMessage(code.type, code.code, refusal) });
  }
  if (errors.length > 0) throw invalidDraft(errors);
  await retireDetached(tx, releaseId, wanted.map((code) => code.code));
}
