import { nextTask } from '@/shared/lib/deferred';
import type { PeaksAnswer, PeaksRequest } from './peaks.worker';

/** Spec 2 §9: the waveform is computed at 8000 samples a second. */
export const WAVEFORM_SAMPLE_RATE = 8000;
/** Enough buckets for a wide waveform; the canvas folds them into its bars. */
export const WAVEFORM_BUCKETS = 1200;

function inWorker(file: Blob, buckets: number, signal?: AbortSignal): Promise<PeaksAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./peaks.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => (stop(), reject(new DOMException('Aborted', 'AbortError'))), { once: true });
    worker.onmessage = (event: MessageEvent<PeaksAnswer>) => (stop(), resolve(event.data));
    worker.onerror = (event) => (stop(), reject(new Error(event.message || 'waveform worker failed')));
    worker.postMessage({ file, buckets, targetRate: WAVEFORM_SAMPLE_RATE } satisfies PeaksRequest);
  });
}

/**
 * Other audio (FLAC): the browser decodes it off the main thread, resampled to 8000 Hz by an
 * OfflineAudioContext; the peaks are then folded in slices so no task runs long.
 */
async function byDecoding(file: Blob, buckets: number): Promise<Float32Array | null> {
  if (typeof OfflineAudioContext === 'undefined') return null;
  const context = new OfflineAudioContext(1, 1, WAVEFORM_SAMPLE_RATE);
  const decoded = await context.decodeAudioData(await file.arrayBuffer());
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index));
  const frames = decoded.length;
  const count = Math.max(1, Math.min(buckets, frames));
  const perBucket = Math.ceil(frames / count);
  const peaks = new Float32Array(count);
  const SLICE = 200_000;
  for (let from = 0; from < frames; from += SLICE) {
    const to = Math.min(frames, from + SLICE);
    for (const data of channels) {
      for (let frame = from; frame < to; frame += 1) {
        const value = Math.abs(data[frame]!);
        const bucket = Math.floor(frame / perBucket);
        if (value > peaks[bucket]!) peaks[bucket] = Math.min(1, value);
      }
    }
    await nextTask();
  }
  return peaks;
}

/**
 * The waveform peaks (0–1) of an audio file, computed without blocking the main thread: a WAV is
 * streamed through a worker, anything else decoded by the browser. `null` when neither can read it.
 */
export async function computePeaks(file: Blob, { buckets = WAVEFORM_BUCKETS, signal }: { buckets?: number; signal?: AbortSignal } = {}) {
  if (file.size === 0) return null;
  if (typeof Worker !== 'undefined') {
    const answer = await inWorker(file, buckets, signal);
    if (answer.kind === 'peaks') return answer.peaks;
    if (answer.kind === 'failed') throw new Error(answer.message);
  }
  signal?.throwIfAborted();
  return byDecoding(file, buckets);
}
