/// <reference lib="webworker" />
import { parseWavHeader, WavPeakAccumulator, type WavFormat } from './wav-peaks';

export interface PeaksRequest {
  file: Blob;
  buckets: number;
  targetRate: number;
}

export type PeaksAnswer = { kind: 'peaks'; peaks: Float32Array } | { kind: 'unsupported' } | { kind: 'failed'; message: string };

/** The header is looked for in the first bytes only: a WAV whose data starts later is not one. */
const HEADER_LIMIT = 1 << 20;

async function peaksOf({ file, buckets, targetRate }: PeaksRequest): Promise<PeaksAnswer> {
  const reader = file.stream().getReader();
  let head = new Uint8Array(0);
  let format: WavFormat | null = null;
  let accumulator: WavPeakAccumulator | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (accumulator) {
        accumulator.push(value);
        continue;
      }
      const joined = new Uint8Array(head.length + value.length);
      joined.set(head);
      joined.set(value, head.length);
      head = joined;
      const parsed = parseWavHeader(head, file.size);
      if (parsed === null) return { kind: 'unsupported' };
      if (parsed === 'more') {
        if (head.length > HEADER_LIMIT) return { kind: 'unsupported' };
        continue;
      }
      format = parsed;
      accumulator = new WavPeakAccumulator(format, buckets, targetRate);
      accumulator.push(head.subarray(format.dataOffset));
      head = new Uint8Array(0);
    }
  } finally {
    reader.releaseLock();
  }
  return accumulator ? { kind: 'peaks', peaks: accumulator.peaks } : { kind: 'unsupported' };
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<PeaksRequest>) => {
  peaksOf(event.data).then(
    (answer) => scope.postMessage(answer, answer.kind === 'peaks' ? [answer.peaks.buffer] : []),
    (error: unknown) => scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies PeaksAnswer),
  );
};
