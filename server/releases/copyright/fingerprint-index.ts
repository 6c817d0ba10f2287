import { bitErrorRate, type Fingerprint, HOP_SECONDS } from './fingerprint.js';

/**
 * A recording is reported as a match at confidence ≥ 0.6: confidence is 1 − BER / 0.35 over the
 * aligned overlap (clamped to 0…1), so 0.6 means at most 14 % of the bits differ. Copies of one
 * recording differ in a few per cent of bits; unrelated audio in about half of them.
 */
export const MATCH_THRESHOLD = 0.6;
const UNRELATED_BER = 0.35;
/** An overlap shorter than two seconds says too little to call it a copy. */
export const MIN_OVERLAP_FRAMES = Math.ceil(2 / HOP_SECONDS);
/** Offsets (per recording) verified by bit error rate, taken by votes. */
const CANDIDATES_PER_RECORDING = 3;
const MIN_VOTES = 2;
/** A value found in more frames than this says little (steady tones, near-silence) and is not looked up. */
const COMMON_VALUE_HITS = 400;
/** Keys are value · 2^21 + global frame, exact as doubles: an index holds at most 2^21 frames (about 27 hours). */
const FRAME_BITS = 2 ** 21;
export const MAX_INDEX_FRAMES = FRAME_BITS;

export const confidenceOf = (bitErrorRate: number) => Math.min(1, Math.max(0, 1 - bitErrorRate / UNRELATED_BER));

export interface IndexMatch<Id> {
  id: Id;
  confidence: number;
  /** Where in the reference recording the shared audio begins. */
  offsetSeconds: number;
  /** Where in the query it begins. */
  queryOffsetSeconds: number;
}

/** The best alignment of `query` against `reference` at `offset` ± 1 frame, if long enough to judge. */
function verify(query: Fingerprint, reference: Fingerprint, offset: number): { confidence: number; offset: number } | null {
  let best: { confidence: number; offset: number } | null = null;
  for (const candidate of [offset - 1, offset, offset + 1]) {
    const { rate, frames } = bitErrorRate(query, reference, candidate);
    if (frames < MIN_OVERLAP_FRAMES) continue;
    const confidence = confidenceOf(rate);
    if (!best || confidence > best.confidence) best = { confidence, offset: candidate };
  }
  return best;
}

/**
 * Fingerprints of many recordings, searchable for the ones a query copies. Every sub-fingerprint
 * of the query (and each of its 32 one-bit variants) is looked up in one sorted array of all
 * reference sub-fingerprints; each hit votes for a (recording, time offset); the few best offsets
 * per recording are then checked by bit error rate over the whole aligned overlap. Only
 * recordings that share sub-fingerprints at a consistent offset are ever compared in full.
 */
export class FingerprintIndex<Id> {
  private readonly keys: Float64Array;
  private readonly starts: number[] = [];

  constructor(private readonly entries: readonly { id: Id; fingerprint: Fingerprint }[]) {
    let total = 0;
    for (const entry of entries) {
      this.starts.push(total);
      total += entry.fingerprint.length;
    }
    if (total > MAX_INDEX_FRAMES) throw new Error(`an index holds at most ${MAX_INDEX_FRAMES} frames`);
    const keys: number[] = [];
    entries.forEach((entry, index) => {
      entry.fingerprint.forEach((value, frame) => {
        if (value !== 0) keys.push(value * FRAME_BITS + this.starts[index]! + frame);
      });
    });
    this.keys = Float64Array.from(keys).sort();
  }

  private firstAtLeast(key: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private entryOf(globalFrame: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= globalFrame) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The recordings `query` matches at MATCH_THRESHOLD or more (best alignment each), best first. */
  search(query: Fingerprint, threshold = MATCH_THRESHOLD): IndexMatch<Id>[] {
    const votes = new Map<number, Map<number, number>>();
    query.forEach((value, queryFrame) => {
      if (value === 0) return;
      for (let bit = -1; bit < 32; bit++) {
        const probe = bit < 0 ? value : (value ^ (1 << bit)) >>> 0;
        const from = this.firstAtLeast(probe * FRAME_BITS);
        const to = this.firstAtLeast((probe + 1) * FRAME_BITS);
        if (to - from > COMMON_VALUE_HITS) continue;
        for (let i = from; i < to; i++) {
          const globalFrame = this.keys[i]! % FRAME_BITS;
          const entry = this.entryOf(globalFrame);
          const offset = globalFrame - this.starts[entry]! - queryFrame;
          let byOffset = votes.get(entry);
          if (!byOffset) votes.set(entry, (byOffset = new Map()));
          byOffset.set(offset, (byOffset.get(offset) ?? 0) + 1);
        }
      }
    });
    const matches: IndexMatch<Id>[] = [];
    for (const [entry, byOffset] of votes) {
      const reference = this.entries[entry]!.fingerprint;
      const candidates = [...byOffset].filter(([, count]) => count >= MIN_VOTES).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CANDIDATES_PER_RECORDING);
      let best: { confidence: number; offset: number } | null = null;
      for (const [offset] of candidates) {
        const verified = verify(query, reference, offset);
        if (verified && (!best || verified.confidence > best.confidence)) best = verified;
      }
      if (best && best.confidence >= threshold) {
        matches.push({
          id: this.entries[entry]!.id,
          confidence: Math.round(best.confidence * 1000) / 1000,
          offsetSeconds: Math.round(Math.max(0, best.offset) * HOP_SECONDS * 100) / 100,
          queryOffsetSeconds: Math.round(Math.max(0, -best.offset) * HOP_SECONDS * 100) / 100,
        });
      }
    }
    return matches.sort((a, b) => b.confidence - a.confidence);
  }
}

/** Whether two single fingerprints match, and how: the index of one, searched with the other. */
export function compareFingerprints(query: Fingerprint, reference: Fingerprint): IndexMatch<0> | null {
  return new FingerprintIndex([{ id: 0 as const, fingerprint: reference }]).search(query, 0)[0] ?? null;
}
