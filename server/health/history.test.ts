import { describe, expect, it } from 'vitest';
import { HealthHistory } from './history.js';
import { runCheck, runChecks } from './run-checks.js';
import type { HealthStatus, Probe, ServiceHealthReport } from './types.js';

const T0 = Date.parse('2031-05-01T10:00:00.000Z');
const MINUTE = 60_000;

function report(at: number, database: HealthStatus, latencyMs: number | null, storage: HealthStatus = 'up'): ServiceHealthReport {
  const check = (name: 'database' | 'storage', label: string, status: HealthStatus, latency: number | null) => ({
    name,
    label,
    status,
    latencyMs: latency,
    checkedAt: new Date(at).toISOString(),
    message: null,
    details: {},
  });
  return {
    status: database === 'down' || storage === 'down' ? 'down' : database === 'degraded' || storage === 'degraded' ? 'degraded' : 'up',
    checkedAt: new Date(at).toISOString(),
    version: 'test',
    uptimeSeconds: 0,
    services: [check('database', 'Database', database, latencyMs), check('storage', 'File storage', storage, 1)],
  };
}

describe('history', () => {
  it('groups samples in quarter hours with the worst status and the slowest latency', () => {
    const history = new HealthHistory();
    history.record(report(T0, 'up', 2));
    history.record(report(T0 + MINUTE, 'degraded', 150));
    history.record(report(T0 + 2 * MINUTE, 'up', 3));
    history.record(report(T0 + 15 * MINUTE, 'down', null));
    const read = history.read(T0 + 16 * MINUTE);
    expect(read).toMatchObject({ sampleIntervalSeconds: 60, periodMinutes: 15, retainedHours: 24, since: '2031-05-01T10:00:00.000Z' });
    expect(read.overall).toEqual([
      { from: '2031-05-01T10:00:00.000Z', status: 'degraded', latencyMs: 150, samples: 3 },
      { from: '2031-05-01T10:15:00.000Z', status: 'down', latencyMs: 1, samples: 1 },
    ]);
    expect(read.checks.map((check) => check.name)).toEqual(['database', 'storage']);
    expect(read.checks[0]!.periods).toEqual([
      { from: '2031-05-01T10:00:00.000Z', status: 'degraded', latencyMs: 150, samples: 3 },
      { from: '2031-05-01T10:15:00.000Z', status: 'down', latencyMs: null, samples: 1 },
    ]);
  });

  it('keeps 24 hours: at most 97 periods, older samples dropped', () => {
    const history = new HealthHistory();
    for (let minute = 0; minute < 26 * 60; minute += 1) history.record(report(T0 + minute * MINUTE, minute < 60 ? 'down' : 'up', 1));
    expect(history.size).toBe(24 * 60 + 1);
    const read = history.read(T0 + (26 * 60 - 1) * MINUTE);
    expect(read.overall.length).toBeLessThanOrEqual(97);
    expect(read.overall.every((period) => period.status === 'up')).toBe(true);
    expect(history.read(T0 + 60 * 60 * MINUTE).since).toBeNull();
  });
});

const probe = (overrides: Partial<Probe<number>>): Probe<never> =>
  ({
    name: 'database',
    label: 'Database',
    timeoutMs: 1000,
    measure: async () => 1,
    judge: (value: number) => ({ status: value > 1 ? 'degraded' : 'up', message: `Value ${value}.`, details: { value } }),
    ...overrides,
  }) as Probe<never>;

describe('running checks', () => {
  it('a check that does not answer in time is down, with no latency', async () => {
    const check = await runCheck(probe({ timeoutMs: 30, measure: () => new Promise(() => {}) }));
    expect(check).toMatchObject({ name: 'database', status: 'down', latencyMs: null, message: 'Did not answer within 30 ms', details: {} });
  });

  it('a check that throws is down, saying why', async () => {
    const check = await runCheck(
      probe({
        measure: async () => {
          throw new Error('socket closed');
        },
      }),
    );
    expect([check.status, check.message]).toEqual(['down', 'The check failed: socket closed']);
  });

  it('the overall status is the worst check; version and uptime come along', async () => {
    const now = () => new Date(T0);
    const up = await runChecks([probe({}), probe({ name: 'storage' })], { startedAt: T0 - 90_000, now });
    expect([up.status, up.uptimeSeconds, up.checkedAt]).toEqual(['up', 90, '2031-05-01T10:00:00.000Z']);
    const degraded = await runChecks([probe({}), probe({ name: 'storage', measure: async () => 2 })], { startedAt: T0, now });
    expect(degraded.status).toBe('degraded');
    const down = await runChecks([probe({ measure: async () => 2 }), probe({ name: 'storage', timeoutMs: 10, measure: () => new Promise(() => {}) })], { startedAt: T0, now });
    expect(down.status).toBe('down');
    expect(down.services.map((service) => service.status)).toEqual(['degraded', 'down']);
  });
});
