import type { CheckDetails, HealthStatus, Verdict } from '../types.js';
import { worstOf } from '../types.js';

export interface Limits {
  degraded: number;
  down?: number;
}

/** A figure's status: beyond `degraded` degraded, beyond `down` down ("beyond" = above, or below for `low`). */
export function grade(value: number, limits: Limits, direction: 'high' | 'low' = 'high'): HealthStatus {
  const beyond = (limit: number) => (direction === 'high' ? value > limit : value < limit);
  if (limits.down !== undefined && beyond(limits.down)) return 'down';
  if (beyond(limits.degraded)) return 'degraded';
  return 'up';
}

/** Like `grade`, for counts where reaching the limit counts ("from 1 failure"). */
export function gradeAtLeast(value: number, limits: Limits): HealthStatus {
  if (limits.down !== undefined && value >= limits.down) return 'down';
  if (value >= limits.degraded) return 'degraded';
  return 'up';
}

export interface Finding {
  status: HealthStatus;
  message: string;
}

/**
 * The verdict of several findings: the worst status, told by the messages of the findings that
 * have it; `allWell` when every finding is up.
 */
export function verdictOf(findings: Finding[], allWell: string, details: CheckDetails, latencyMs?: number): Verdict {
  const status = worstOf(findings.map((finding) => finding.status));
  const message = status === 'up' ? allWell : findings.filter((finding) => finding.status === status).map((finding) => finding.message).join(' ');
  return { status, message, details, ...(latencyMs === undefined ? {} : { latencyMs }) };
}

/** A finding only when the status is not up. */
export function finding(status: HealthStatus, message: string): Finding[] {
  return status === 'up' ? [] : [{ status, message }];
}
