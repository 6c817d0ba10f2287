import { PERIOD_MINUTES, RETAINED_HOURS, SAMPLE_INTERVAL_MS } from './thresholds.js';
import type { CheckName, HealthPeriod, HealthStatus, ServiceHealthHistory, ServiceHealthReport } from './types.js';
import { worstOf } from './types.js';

interface Sample {
  at: number;
  status: HealthStatus;
  /** The slowest check's latency stands for the overall one. */
  latencyMs: number | null;
  checks: Map<CheckName, { label: string; status: HealthStatus; latencyMs: number | null }>;
}

const PERIOD_MS = PERIOD_MINUTES * 60_000;
const RETAINED_MS = RETAINED_HOURS * 3600_000;

/**
 * The last 24 hours of samples of this instance, in memory: 1,440 samples of a few checks each,
 * a few hundred kilobytes at most. Kept per instance rather than in the database on purpose: the
 * process figures (event loop, memory, open streams) are this instance's, and a history that
 * writes every minute would itself load the database it watches.
 */
export class HealthHistory {
  private samples: Sample[] = [];

  record(report: ServiceHealthReport, at = Date.parse(report.checkedAt)): void {
    const latencies = report.services.map((service) => service.latencyMs).filter((latency): latency is number => latency !== null);
    this.samples.push({
      at,
      status: report.status,
      latencyMs: latencies.length > 0 ? Math.max(...latencies) : null,
      checks: new Map(report.services.map((service) => [service.name, { label: service.label, status: service.status, latencyMs: service.latencyMs }])),
    });
    this.prune(at);
  }

  get size(): number {
    return this.samples.length;
  }

  /** The samples of the last 24 hours before `now`, in 15-minute periods. */
  read(now = Date.now()): ServiceHealthHistory {
    this.prune(now);
    const labels = new Map<CheckName, string>();
    for (const sample of this.samples) for (const [name, check] of sample.checks) labels.set(name, check.label);
    return {
      sampleIntervalSeconds: SAMPLE_INTERVAL_MS / 1000,
      periodMinutes: PERIOD_MINUTES,
      retainedHours: RETAINED_HOURS,
      since: this.samples[0] ? new Date(this.samples[0].at).toISOString() : null,
      overall: periodsOf(this.samples.map((sample) => ({ at: sample.at, status: sample.status, latencyMs: sample.latencyMs }))),
      checks: [...labels].map(([name, label]) => ({
        name,
        label,
        periods: periodsOf(
          this.samples.flatMap((sample) => {
            const check = sample.checks.get(name);
            return check ? [{ at: sample.at, status: check.status, latencyMs: check.latencyMs }] : [];
          }),
        ),
      })),
    };
  }

  private prune(now: number): void {
    const oldest = now - RETAINED_MS;
    const keepFrom = this.samples.findIndex((sample) => sample.at >= oldest);
    if (keepFrom === -1) this.samples = [];
    else if (keepFrom > 0) this.samples = this.samples.slice(keepFrom);
  }
}

/** Samples (oldest first) grouped by quarter hour: the worst status and the slowest latency of each. */
export function periodsOf(samples: readonly { at: number; status: HealthStatus; latencyMs: number | null }[]): HealthPeriod[] {
  const groups = new Map<number, { statuses: HealthStatus[]; latencyMs: number | null }>();
  for (const sample of samples) {
    const start = Math.floor(sample.at / PERIOD_MS) * PERIOD_MS;
    const group = groups.get(start) ?? { statuses: [], latencyMs: null };
    group.statuses.push(sample.status);
    if (sample.latencyMs !== null) group.latencyMs = Math.max(group.latencyMs ?? 0, sample.latencyMs);
    groups.set(start, group);
  }
  return [...groups].map(([start, group]) => ({
    from: new Date(start).toISOString(),
    status: worstOf(group.statuses),
    latencyMs: group.latencyMs,
    samples: group.statuses.length,
  }));
}
