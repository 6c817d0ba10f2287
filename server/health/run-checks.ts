import { APP_VERSION } from '../version.js';
import { type Probe, type ServiceHealthCheck, type ServiceHealthReport, worstOf } from './types.js';

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Measures and judges one check; a check that throws or outlasts its timeout is down. */
export async function runCheck<Figures>(probe: Probe<Figures>, now: () => Date = () => new Date()): Promise<ServiceHealthCheck> {
  const started = performance.now();
  const base = { name: probe.name, label: probe.label };
  try {
    const figures = await withTimeout(probe.measure(), probe.timeoutMs);
    if (figures === TIMED_OUT) {
      return { ...base, status: 'down', latencyMs: null, checkedAt: now().toISOString(), message: `Did not answer within ${probe.timeoutMs} ms`, details: {} };
    }
    const { latencyMs, ...verdict } = probe.judge(figures);
    return { ...base, ...verdict, latencyMs: Math.round((latencyMs ?? performance.now() - started) * 10) / 10, checkedAt: now().toISOString() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      status: 'down',
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      checkedAt: now().toISOString(),
      message: `The check failed: ${reason}`,
      details: {},
    };
  }
}

/** Every check side by side; the overall status is the worst. */
export async function runChecks(probes: readonly Probe<never>[], { startedAt, now = () => new Date() }: { startedAt: number; now?: () => Date }): Promise<ServiceHealthReport> {
  const services = await Promise.all(probes.map((probe) => runCheck(probe as Probe<unknown>, now)));
  const checkedAt = now();
  return {
    status: worstOf(services.map((service) => service.status)),
    checkedAt: checkedAt.toISOString(),
    version: APP_VERSION,
    uptimeSeconds: Math.max(0, Math.floor((checkedAt.getTime() - startedAt) / 1000)),
    services,
  };
}
