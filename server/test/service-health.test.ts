import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkServiceHealth } from '../health/index.js';
import type { Probe } from '../health/types.js';
import { APP_VERSION } from '../version.js';
import { callApi, createTestApp, createUser, type TestUser } from './helpers.js';

type Check = { name: string; status: string; latencyMs: number | null; message: string | null; details: Record<string, unknown> };
type Report = { status: string; version: string; uptimeSeconds: number; services: Check[] };
type History = { since: string | null; overall: { status: string; samples: number }[]; checks: { name: string; periods: { samples: number }[] }[] };

let app: FastifyInstance;
let admin: TestUser;
let artist: TestUser;
let investor: TestUser;

beforeAll(async () => {
  app = await createTestApp({ serviceHealth: { sampleIntervalMs: false } });
  admin = await createUser(app, { roles: ['ADMIN'] });
  artist = await createUser(app);
  investor = await createUser(app, { roles: ['INVESTOR'] });
  // A fresh database's first queries are slow (and the machine may be busy): warm it up.
  await checkServiceHealth(app);
}, 60_000);
afterAll(() => app?.close());

const report = async () => {
  const answer = await callApi<Report>(app, 'GET', '/admin/service-health', { token: admin.token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const check = (body: Report, name: string) => body.services.find((service) => service.name === name)!;

describe('GET /admin/service-health on a healthy app', () => {
  it('measures every service: the database answers with a latency, the sandbox adapters say so', async () => {
    const body = await report();
    expect(body.version).toBe(APP_VERSION);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.services.map((service) => service.name)).toEqual(['api', 'database', 'email_outbox', 'storage', 'presence', 'delivery_partner', 'copyright_scan', 'jobs']);
    const database = check(body, 'database');
    expect([database.status, database.message]).toEqual(['up', expect.stringMatching(/^Answered in /)]);
    expect(database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(database.details).toMatchObject({ engine: 'embedded (PGlite)', migrationsApplied: database.details.migrationFiles });
    expect(database.details.sizeBytes).toBeGreaterThan(0);
    expect(check(body, 'email_outbox')).toMatchObject({ status: 'up', details: { mode: 'outbox', queued: 0, failedLastHour: 0 } });
    expect(check(body, 'storage').details).toMatchObject({ writable: true });
    expect((check(body, 'storage').details.totalBytes as number) > 0).toBe(true);
    expect(check(body, 'presence')).toMatchObject({ status: 'up', details: { presenceStreams: 0, userEventStreams: 0, shared: false } });
    expect(check(body, 'delivery_partner')).toMatchObject({ status: 'up', details: { adapter: 'sandbox', mode: 'sandbox' } });
    expect(check(body, 'copyright_scan')).toMatchObject({ status: 'up', details: { adapter: 'sandbox', mode: 'sandbox', scansQueued: 0 } });
    expect(check(body, 'jobs')).toMatchObject({ status: 'up', details: { due: 0, failedLastHour: 0 } });
    expect(typeof check(body, 'api').details.eventLoopDelayP99Ms).toBe('number');
  });

  it('is the report the assistant reads through checkServiceHealth', async () => {
    const direct = await checkServiceHealth(app);
    expect(direct.services).toHaveLength(8);
    expect(direct.version).toBe(APP_VERSION);
  });

  it('reads stuck mail and failed jobs from the database', async () => {
    await app.db.query(
      `insert into email_outbox (kind, to_address, from_address, subject, text_body, status, created_at)
       values ('test', 'a@example.test', 'b@example.test', 'Stuck', 'T', 'sending', now() - interval '90 minutes'),
              ('test', 'a@example.test', 'b@example.test', 'Refused', 'T', 'failed', now() - interval '5 minutes')`,
    );
    await app.db.query(
      `insert into jobs (kind, state, attempts, last_error, finished_at) values ('health-test-kind', 'failed', 5, 'boom', now() - interval '10 minutes')`,
    );
    const body = await report();
    const outbox = check(body, 'email_outbox');
    expect(outbox).toMatchObject({ status: 'down', details: { queued: 1, failedLastHour: 1 } });
    expect(outbox.message).toBe('Mail is stuck: the oldest queued message has waited 90 min (limit 60 min).');
    expect(check(body, 'jobs')).toMatchObject({ status: 'degraded', message: '1 job failed for good in the last hour.', details: { failedLastHour: 1 } });
    expect(body.status).toBe('down');
    await app.db.query(`delete from email_outbox where subject in ('Stuck', 'Refused')`);
    await app.db.query(`delete from jobs where kind = 'health-test-kind'`);
  });
});

describe('GET /admin/service-health/history', () => {
  it('answers the samples taken, per check, in quarter hours', async () => {
    const empty = await callApi<History>(app, 'GET', '/admin/service-health/history', { token: admin.token });
    expect(empty.status).toBe(200);
    await app.serviceHealth.sample();
    await app.serviceHealth.sample();
    const { status, body } = await callApi<History>(app, 'GET', '/admin/service-health/history', { token: admin.token });
    expect(status).toBe(200);
    expect(body.since).not.toBeNull();
    expect(body.overall.reduce((sum, period) => sum + period.samples, 0)).toBe(2);
    expect(body.checks).toHaveLength(8);
    expect(body.checks.find((entry) => entry.name === 'database')!.periods.reduce((sum, period) => sum + period.samples, 0)).toBe(2);
  });
});

describe('who may read it', () => {
  it.each(['/admin/service-health', '/admin/service-health/history'])('%s: 401 without a token, 403 for artists and investors', async (path) => {
    expect((await callApi(app, 'GET', path)).status).toBe(401);
    expect((await callApi(app, 'GET', path, { token: artist.token })).status).toBe(403);
    expect((await callApi(app, 'GET', path, { token: investor.token })).status).toBe(403);
  });
});

describe('checks that fail', () => {
  it('answers 200 with a check that timed out down, and samples in the background', async () => {
    const hanging: Probe<never> = { name: 'delivery_partner', label: 'Delivery partner', timeoutMs: 40, measure: () => new Promise(() => {}), judge: () => ({ status: 'up', message: '', details: {} }) };
    const quick = { name: 'jobs', label: 'Background jobs', timeoutMs: 1000, measure: async () => 0, judge: () => ({ status: 'up', message: 'Fine.', details: {} }) } as Probe<never>;
    const other = await createTestApp({ serviceHealth: { sampleIntervalMs: 30, probes: () => [quick, hanging] } });
    try {
      const otherAdmin = await createUser(other, { roles: ['ADMIN'] });
      const { status, body } = await callApi<Report>(other, 'GET', '/admin/service-health', { token: otherAdmin.token });
      expect(status).toBe(200);
      expect(body.status).toBe('down');
      expect(body.services[1]).toMatchObject({ name: 'delivery_partner', status: 'down', latencyMs: null, message: 'Did not answer within 40 ms' });
      await vi.waitFor(() => expect(other.serviceHealth.history().overall.length).toBeGreaterThan(0), { timeout: 2000 });
    } finally {
      await other.close();
    }
  });

  it('the database down is reported down, still with 200', async () => {
    const other = await createTestApp({ serviceHealth: { sampleIntervalMs: false } });
    try {
      await other.db.close();
      const direct = await checkServiceHealth(other);
      expect(direct.status).toBe('down');
      expect(direct.services.find((service) => service.name === 'database')).toMatchObject({ status: 'down' });
      expect(direct.services.find((service) => service.name === 'database')!.message).toMatch(/^The database did not answer: /);
    } finally {
      await other.close().catch(() => null);
    }
  });
});
