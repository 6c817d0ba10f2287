import { describe, expect, it } from 'vitest';
import { type ApiFigures, judgeApi } from './checks/api.js';
import { type DatabaseFigures, judgeDatabase } from './checks/database.js';
import { judgeOutbox, type OutboxFigures } from './checks/email-outbox.js';
import { type AdapterFigures, type JobFigures, judgeAdapter, judgeJobs } from './checks/jobs.js';
import { judgeStorage, type StorageFigures } from './checks/storage.js';
import { judgeStreams, type StreamFigures } from './checks/streams.js';

const GB = 1e9;

describe('api', () => {
  const healthy: ApiFigures = { eventLoopDelayP99Ms: 12, eventLoopDelayMaxMs: 40, rssBytes: 200e6, heapUsedBytes: 100e6, heapLimitBytes: 4 * GB };

  it('is up with a prompt event loop and room on the heap, figures in details', () => {
    const verdict = judgeApi(healthy);
    expect(verdict.status).toBe('up');
    expect(verdict.message).toBe('Answering promptly: event-loop delay 12 ms at the 99th percentile, 200 MB of memory in use.');
    expect(verdict.details).toMatchObject({ eventLoopDelayP99Ms: 12, rssBytes: 200e6, heapUsedPercent: 2.5 });
  });

  it('is degraded over 100 ms of event-loop delay and down over 500 ms', () => {
    expect(judgeApi({ ...healthy, eventLoopDelayP99Ms: 100 }).status).toBe('up');
    const slow = judgeApi({ ...healthy, eventLoopDelayP99Ms: 150 });
    expect([slow.status, slow.message]).toEqual(['degraded', 'The server is slow to take up work: 1 turn of its event loop in 100 waited 150 ms or more (limit 100 ms).']);
    expect(judgeApi({ ...healthy, eventLoopDelayP99Ms: 501 }).status).toBe('down');
  });

  it('is degraded from 85 % of the heap used and down from 95 %', () => {
    expect(judgeApi({ ...healthy, heapUsedBytes: 0.84 * 4 * GB }).status).toBe('up');
    const full = judgeApi({ ...healthy, heapUsedBytes: 0.85 * 4 * GB });
    expect([full.status, full.message]).toEqual(['degraded', 'Memory is running out: 85 % of the JavaScript heap is in use.']);
    expect(judgeApi({ ...healthy, heapUsedBytes: 0.96 * 4 * GB }).status).toBe('down');
  });
});

describe('database', () => {
  const healthy: DatabaseFigures = { reachable: true, engine: 'pglite', roundTripMs: 1.23, sizeBytes: 25e6, applied: ['0001', '0002'], files: ['0001', '0002'] };

  it('is up answering fast with every migration applied; the round trip is the latency', () => {
    const verdict = judgeDatabase(healthy);
    expect(verdict).toMatchObject({ status: 'up', latencyMs: 1.2, message: 'Answered in 1.2 ms; 25 MB stored; all 2 migrations applied.' });
    expect(verdict.details).toEqual({ engine: 'embedded (PGlite)', roundTripMs: 1.2, sizeBytes: 25e6, migrationsApplied: 2, migrationFiles: 2, latestMigration: '0002' });
  });

  it('is degraded over 100 ms and down over 2 s or when it fails', () => {
    expect(judgeDatabase({ ...healthy, roundTripMs: 150 })).toMatchObject({ status: 'degraded', message: 'The database is slow: it took 150 ms to answer (limit 100 ms).' });
    expect(judgeDatabase({ ...healthy, roundTripMs: 2500 })).toMatchObject({ status: 'down', message: 'The database took 2500 ms to answer (limit 2000 ms).' });
    expect(judgeDatabase({ reachable: false, engine: 'postgres', error: 'connection refused' })).toEqual({
      status: 'down',
      message: 'The database did not answer: connection refused',
      details: { engine: 'PostgreSQL' },
    });
  });

  it('is degraded when the migrations applied and the files differ, either way', () => {
    expect(judgeDatabase({ ...healthy, files: ['0001', '0002', '0003'] })).toMatchObject({
      status: 'degraded',
      message: '1 migration file not applied yet (0003); a restart applies them.',
    });
    expect(judgeDatabase({ ...healthy, applied: ['0001', '0002', '0003', '0004'] })).toMatchObject({
      status: 'degraded',
      message: 'The database has 2 migrations this server does not know (0003, 0004): a newer server applied them.',
    });
  });
});

describe('email outbox', () => {
  const healthy: OutboxFigures = { delivers: true, queued: 12, oldestQueuedSeconds: 180, failedLastHour: 0 };

  it('is up with a short backlog, saying where mail goes', () => {
    expect(judgeOutbox(healthy)).toMatchObject({ status: 'up', message: 'Sent through the mail server; 12 messages queued, the oldest 3 min.' });
    expect(judgeOutbox({ delivers: false, queued: 0, oldestQueuedSeconds: null, failedLastHour: 0 })).toMatchObject({
      status: 'up',
      message: 'No mail server is set (SMTP_URL): mail is kept in the outbox; nothing waiting.',
      details: { mode: 'outbox', queued: 0, oldestQueuedSeconds: null, failedLastHour: 0 },
    });
  });

  it('is degraded when the oldest queued message waited over 10 min, down over 1 h', () => {
    expect(judgeOutbox({ ...healthy, oldestQueuedSeconds: 600 }).status).toBe('up');
    expect(judgeOutbox({ ...healthy, oldestQueuedSeconds: 11 * 60 })).toMatchObject({
      status: 'degraded',
      message: 'Mail is stuck: the oldest queued message has waited 11 min (limit 10 min).',
    });
    expect(judgeOutbox({ ...healthy, oldestQueuedSeconds: 61 * 60 })).toMatchObject({
      status: 'down',
      message: 'Mail is stuck: the oldest queued message has waited 61 min (limit 60 min).',
    });
  });

  it('is degraded from 1 failure in the last hour and down from 100', () => {
    expect(judgeOutbox({ ...healthy, failedLastHour: 1 })).toMatchObject({ status: 'degraded', message: '1 message could not be sent in the last hour.' });
    expect(judgeOutbox({ ...healthy, failedLastHour: 100 }).status).toBe('down');
  });
});

describe('storage', () => {
  const healthy: StorageFigures = { path: '/data', freeBytes: 50 * GB, totalBytes: 100 * GB, writeError: null };

  it('is up with room and a writable folder', () => {
    expect(judgeStorage(healthy)).toMatchObject({
      status: 'up',
      message: '50 GB free of 100 GB (50 %); files can be written.',
      details: { path: '/data', freeBytes: 50 * GB, totalBytes: 100 * GB, freePercent: 50, writable: true },
    });
  });

  it('is degraded under 10 % free and down under 2 %', () => {
    expect(judgeStorage({ ...healthy, freeBytes: 10 * GB }).status).toBe('up');
    expect(judgeStorage({ ...healthy, freeBytes: 5 * GB })).toMatchObject({ status: 'degraded', message: 'The disk is nearly full: 5.0 GB free, 5 % (limit 10 %).' });
    expect(judgeStorage({ ...healthy, freeBytes: 1 * GB })).toMatchObject({ status: 'down', message: 'The disk is nearly full: 1.0 GB free, 1 % (limit 2 %).' });
  });

  it('is down when no file can be written', () => {
    expect(judgeStorage({ ...healthy, writeError: 'EACCES: permission denied' })).toMatchObject({
      status: 'down',
      message: 'Files cannot be written in /data: EACCES: permission denied',
      details: { writable: false },
    });
  });
});

describe('presence and live events', () => {
  const healthy: StreamFigures = { usersOnline: 3, presenceStreams: 2, userEventStreams: 10, shared: false };

  it('is up with the counts of open streams', () => {
    expect(judgeStreams(healthy)).toMatchObject({ status: 'up', message: '12 event streams open, 3 users online; presence in this process.' });
  });

  it('is degraded over 5,000 open streams and down over 20,000', () => {
    expect(judgeStreams({ ...healthy, userEventStreams: 6000 })).toMatchObject({
      status: 'degraded',
      message: '6,002 event streams open on this instance (limit 5,000 streams).',
    });
    expect(judgeStreams({ ...healthy, userEventStreams: 20_000 }).status).toBe('down');
  });
});

describe('background jobs', () => {
  const healthy: JobFigures = { due: 2, oldestDueSeconds: 5, running: 1, stalled: 0, failedLastHour: 0 };

  it('is up with a short queue', () => {
    expect(judgeJobs(healthy)).toMatchObject({ status: 'up', message: '2 jobs due, 1 running, none failed in the last hour.' });
  });

  it('is degraded when the oldest due job waited over 2 min, down over 15 min', () => {
    expect(judgeJobs({ ...healthy, oldestDueSeconds: 180 })).toMatchObject({
      status: 'degraded',
      message: 'Background jobs wait: the oldest due job has waited 3 min (limit 2 min).',
    });
    expect(judgeJobs({ ...healthy, oldestDueSeconds: 16 * 60 }).status).toBe('down');
  });

  it('is degraded by a job failed for good in the last hour, or one left by a stopped instance', () => {
    expect(judgeJobs({ ...healthy, failedLastHour: 1 })).toMatchObject({ status: 'degraded', message: '1 job failed for good in the last hour.' });
    expect(judgeJobs({ ...healthy, stalled: 2 })).toMatchObject({
      status: 'degraded',
      message: '2 jobs stopped with the instance running them; they run again once their claim runs out.',
    });
  });
});

describe('adapters', () => {
  const jobs: JobFigures = { due: 0, oldestDueSeconds: null, running: 0, stalled: 0, failedLastHour: 0 };
  const sandbox: AdapterFigures = {
    adapter: 'sandbox',
    health: { mode: 'sandbox', reachable: true, message: 'Sandbox: deliveries are written to a folder on this server.', details: { folder: '/data/deliveries' } },
    jobs,
  };

  it('is up when the adapter can work, saying it is the sandbox', () => {
    const verdict = judgeAdapter(sandbox);
    expect(verdict).toMatchObject({ status: 'up', message: 'Sandbox: deliveries are written to a folder on this server. No job waiting.' });
    expect(verdict.details).toMatchObject({ adapter: 'sandbox', mode: 'sandbox', folder: '/data/deliveries', due: 0 });
  });

  it('is down when the adapter cannot work, in its own words', () => {
    const verdict = judgeAdapter({ ...sandbox, health: { mode: 'live', reachable: false, message: 'The partner answered 503.' } });
    expect([verdict.status, verdict.message]).toEqual(['down', 'The partner answered 503.']);
  });

  it('is degraded when the adapter cannot say, or its jobs failed; down when they wait too long', () => {
    expect(judgeAdapter({ ...sandbox, adapter: 'test', health: null })).toMatchObject({ status: 'degraded', message: 'The adapter "test" does not report whether it can work.' });
    expect(judgeAdapter({ ...sandbox, jobs: { ...jobs, failedLastHour: 3 } })).toMatchObject({ status: 'degraded', message: '3 jobs failed for good in the last hour.' });
    expect(judgeAdapter({ ...sandbox, jobs: { ...jobs, due: 4, oldestDueSeconds: 20 * 60 } })).toMatchObject({
      status: 'down',
      message: 'Its jobs wait: the oldest due job has waited 20 min (limit 15 min).',
    });
  });
});
