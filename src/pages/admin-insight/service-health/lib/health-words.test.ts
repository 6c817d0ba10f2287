import { describe, expect, it } from 'vitest';
import type { ServiceHealthCheck } from '../api/service-health-api';
import { formatLatency, keyFigures } from './health-words';
import { describeHistory, historySlots } from './history-slots';

const check = (name: ServiceHealthCheck['name'], details: ServiceHealthCheck['details']): ServiceHealthCheck => ({
  name,
  label: name,
  status: 'up',
  latencyMs: 1,
  checkedAt: '2031-05-01T10:00:00.000Z',
  message: null,
  details,
});

describe('key figures in product words', () => {
  it('names each check’s figures, bytes and ages formatted', () => {
    expect(keyFigures(check('api', { eventLoopDelayP99Ms: 12, rssBytes: 210_000_000, heapUsedPercent: 38.5 }))).toEqual([
      'Event-loop delay 12 ms (99th percentile)',
      'memory 210 MB',
      'heap 38.5 % used',
    ]);
    expect(keyFigures(check('email_outbox', { mode: 'outbox', queued: 0, oldestQueuedSeconds: null, failedLastHour: 2 }))).toEqual([
      'Queued 0',
      'oldest none',
      'failed in the last hour 2',
      'kept in the outbox (no mail server set)',
    ]);
    expect(keyFigures(check('storage', { freeBytes: 62e9, totalBytes: 252e9, freePercent: 24.6, writable: true }))).toEqual(['Free 62 GB of 252 GB (24.6 %)', 'files can be written']);
    expect(keyFigures(check('presence', { usersOnline: 3, presenceStreams: 1, userEventStreams: 1200 }))).toEqual([
      'Users online 3',
      'presence streams 1',
      'live event streams 1,200',
    ]);
    expect(keyFigures(check('copyright_scan', { adapter: 'sandbox', mode: 'sandbox', due: 1, failedLastHour: 0, scansQueued: 2, scansRunning: 1 }))).toEqual([
      'Sandbox',
      'scans queued 2',
      'running 1',
      'jobs due 1',
      'failed in the last hour 0',
    ]);
    expect(keyFigures(check('jobs', { due: 4, oldestDueSeconds: 150, running: 1, failedLastHour: 0 }))).toEqual(['Due 4', 'oldest waiting 3 min', 'running 1', 'failed in the last hour 0']);
  });

  it('shows nothing for a check that did not answer (no figures)', () => {
    for (const name of ['api', 'email_outbox', 'storage', 'presence', 'delivery_partner', 'jobs'] as const) expect(keyFigures(check(name, {}))).toEqual([]);
    expect(keyFigures(check('database', { engine: 'PostgreSQL' }))).toEqual(['PostgreSQL']);
  });

  it('formats latencies (bytes, ages and uptimes: shared/lib/format)', () => {
    expect([formatLatency(null), formatLatency(1.24), formatLatency(2500)]).toEqual(['No answer', '1.2 ms', '2,500 ms']);
  });
});

describe('history strip', () => {
  it('lays 96 quarter hours up to now, each with its period when sampled', () => {
    const now = Date.parse('2031-05-01T10:20:00.000Z');
    const slots = historySlots([{ from: '2031-05-01T10:00:00.000Z', status: 'down', latencyMs: null, samples: 3 }], now);
    expect(slots).toHaveLength(96);
    expect(new Date(slots.at(-1)!.from).toISOString()).toBe('2031-05-01T10:15:00.000Z');
    expect(new Date(slots[0]!.from).toISOString()).toBe('2031-04-30T10:30:00.000Z');
    expect(slots.at(-2)!.period?.status).toBe('down');
    expect(slots.filter((slot) => slot.period !== null)).toHaveLength(1);
  });

  it('describes the strip in words', () => {
    expect(describeHistory([])).toBe('No history yet: the server samples once a minute.');
    expect(describeHistory([{ from: '2031-05-01T10:00:00.000Z', status: 'up', latencyMs: 1, samples: 15 }])).toBe('Last 24 hours: up throughout (1 quarter hour sampled).');
    expect(
      describeHistory([
        { from: '2031-05-01T09:45:00.000Z', status: 'down', latencyMs: null, samples: 15 },
        { from: '2031-05-01T10:00:00.000Z', status: 'up', latencyMs: 1, samples: 15 },
      ]),
    ).toMatch(/^Last 24 hours, 2 quarter hours sampled: up in 1, down in 1\. Last trouble at \d\d:\d\d \(down\)\.$/);
  });
});
