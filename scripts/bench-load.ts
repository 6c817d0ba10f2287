import { Worker } from 'node:worker_threads';

/** What browsers send (Chromium, Firefox, Safari over HTTPS); the server picks Brotli from it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export interface Load {
  latencies: number[];
  errors: number;
  elapsed: number;
  bytes: number;
  encodings: Record<string, number>;
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Mean bytes on the wire per answer (compressed as sent). */
  bytesPerAnswer: number;
  encodings: Record<string, number>;
}

/**
 * `clients` concurrent keep-alive connections, each calling one of `paths` (picked at random)
 * after the other for `seconds` (with `once`: each path once), from a worker thread
 * (scripts/bench-load-worker.mjs).
 */
export function load({
  origin,
  paths,
  headers = {},
  clients = 10,
  seconds = 0,
  once = false,
}: {
  origin: string;
  paths: string[];
  headers?: Record<string, string>;
  clients?: number;
  seconds?: number;
  once?: boolean;
}): Promise<LoadFigures> {
  const worker = new Worker(new URL('./bench-load-worker.mjs', import.meta.url), {
    workerData: { origin, paths, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers }, clients, seconds, once },
  });
  return new Promise<Load>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).then(figures);
}

export function figures({ latencies, errors, elapsed, bytes, encodings }: Load): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    bytesPerAnswer: latencies.length ? bytes / latencies.length : 0,
    encodings,
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Many paths from a generator (the worker cannot call it): a random pick among them per call. */
export const pathsOf = (path: () => string, count = 2000) => Array.from({ length: count }, path);

/** One line of figures: requests, req/s, p50, p99, bytes per answer and encodings. */
export function describeLoad(name: string, load: LoadFigures): string {
  const encodings = Object.entries(load.encodings)
    .map(([encoding, count]) => `${encoding} ${Math.round((100 * count) / Math.max(1, load.requests))} %`)
    .join(', ');
  return (
    `${name.padEnd(36)} ${String(load.requests).padStart(6)} req  ${load.rps.toFixed(0).padStart(5)} req/s  ` +
    `p50 ${load.p50.toFixed(1).padStart(6)} ms  p99 ${load.p99.toFixed(1).padStart(6)} ms  ${(load.bytesPerAnswer / 1024).toFixed(1).padStart(5)} kB (${encodings})` +
    (load.errors ? `  ${load.errors} errors` : '')
  );
}
