import type { components } from '../generated/openapi.js';

type Schemas = components['schemas'];
export type ServiceHealthReport = Schemas['ServiceHealthReport'];
export type ServiceHealthCheck = Schemas['ServiceHealthCheck'];
export type ServiceHealthHistory = Schemas['ServiceHealthHistory'];
export type HealthPeriod = Schemas['ServiceHealthHistoryPeriod'];
export type CheckName = Schemas['ServiceHealthCheckName'];
export type HealthStatus = Schemas['ServiceHealthStatus'];
export type CheckDetails = ServiceHealthCheck['details'];

/** What a judge makes of measured figures. */
export interface Verdict {
  status: HealthStatus;
  message: string;
  details: CheckDetails;
  /** The latency to report instead of the check's own duration (the database's round trip). */
  latencyMs?: number;
}

/** One check: a thin measuring function and a pure judge of its figures. */
export interface Probe<Figures = unknown> {
  name: CheckName;
  label: string;
  timeoutMs: number;
  measure(): Promise<Figures>;
  judge(figures: Figures): Verdict;
}

const RANK: Record<HealthStatus, number> = { up: 0, degraded: 1, down: 2 };

/** The worse of the statuses (up when none). */
export function worstOf(statuses: Iterable<HealthStatus>): HealthStatus {
  let worst: HealthStatus = 'up';
  for (const status of statuses) if (RANK[status] > RANK[worst]) worst = status;
  return worst;
}
