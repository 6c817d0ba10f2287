/**
 * Every threshold of the service-health checks, in one place. The contract states them too
 * (`ServiceHealthCheckName` in openapi/openapi.yaml): change both together.
 * A figure beyond `degraded` makes its check degraded, beyond `down` down.
 */
export const THRESHOLDS = {
  api: {
    eventLoopP99Ms: { degraded: 100, down: 500 },
    /** JavaScript heap used as a share of its limit. */
    heapUsedPercent: { degraded: 85, down: 95 },
  },
  database: {
    roundTripMs: { degraded: 100, down: 2000 },
  },
  emailOutbox: {
    oldestQueuedSeconds: { degraded: 10 * 60, down: 60 * 60 },
    /** At least this many failed in the last hour. */
    failedLastHour: { degraded: 1, down: 100 },
  },
  storage: {
    /** Below this share of the disk free. */
    freePercent: { degraded: 10, down: 2 },
  },
  streams: {
    openStreams: { degraded: 5000, down: 20_000 },
  },
  jobs: {
    oldestDueSeconds: { degraded: 2 * 60, down: 15 * 60 },
    failedLastHour: { degraded: 1 },
  },
} as const;

/** How long each check may take before it counts as down. */
export const CHECK_TIMEOUT_MS = 2000;
export const DATABASE_TIMEOUT_MS = 3000;

/** History: one sample a minute, kept 24 hours, shown in 15-minute periods. */
export const SAMPLE_INTERVAL_MS = 60_000;
export const RETAINED_HOURS = 24;
export const PERIOD_MINUTES = 15;
