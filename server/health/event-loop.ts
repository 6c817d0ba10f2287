import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface EventLoopDelay {
  p99Ms: number;
  maxMs: number;
}

export interface EventLoopMonitor {
  /** The delay over the current window, or the last full window while the current one is too young to tell. */
  read(): EventLoopDelay;
  /** Closes the window (the sampler does, once a minute): the next reading starts afresh. */
  rotate(): void;
  stop(): void;
}

/** Enough turns of the loop (10 ms apart) for a 99th percentile to mean something. */
const MIN_SAMPLES = 100;

export function createEventLoopMonitor(): EventLoopMonitor {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lastWindow: EventLoopDelay | null = null;
  const current = (): EventLoopDelay =>
    histogram.count === 0 ? { p99Ms: 0, maxMs: 0 } : { p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6 };
  return {
    read: () => (histogram.count < MIN_SAMPLES && lastWindow ? lastWindow : current()),
    rotate() {
      lastWindow = current();
      histogram.reset();
    },
    stop: () => histogram.disable(),
  };
}
