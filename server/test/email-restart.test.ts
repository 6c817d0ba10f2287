import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { AppOptions } from '../app.js';
import { openPglite } from '../db/pglite.js';
import { callApi, createTestApp, createUser } from './helpers.js';

const RECIPIENTS = 400;
const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-email-restart-'));
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const options: AppOptions = {
  dataDir: dir,
  publicUrl: 'https://app.example.test',
  emailSending: { batchSize: 25, pauseMs: 10 },
  jobs: { pollIntervalMs: 20, retryDelayMs: () => 0 },
};

async function progress(campaignId: string, token: string) {
  return (await callApi(app!, 'GET', `/admin/email/campaigns/${campaignId}`, { token })).body;
}

it('finishes a campaign after a restart in the middle without sending any address twice', async () => {
  app = await createTestApp(options);
  const admin = await createUser(app, { roles: ['ADMIN'] });
  const list = (await callApi(app, 'POST', '/admin/email-lists', { token: admin.token, payload: { name: 'Everyone' } })).body;
  await app.db.query(
    `insert into email_subscribers (email, first_name, token, source)
     select 'fan' || g || '@example.com', 'Fan', md5('t' || g) || md5('u' || g), 'import' from generate_series(1, $1::int) g`,
    [RECIPIENTS],
  );
  await app.db.query(`insert into email_list_members (list_id, subscriber_id, source) select $1, id, 'import' from email_subscribers where email like 'fan%'`, [list._id]);
  const campaign = (
    await callApi(app, 'POST', '/admin/email/campaigns', { token: admin.token, payload: { name: 'Big one', subject: 'Hello', content: 'Hi [there](https://example.com)', listIds: [list._id] } })
  ).body;
  expect((await callApi(app, 'POST', `/admin/email/campaigns/${campaign._id}/send`, { token: admin.token })).status).toBe(202);

  // some batches go out, then the server stops between two of them
  for (let wait = 0; wait < 400 && ((await progress(campaign._id, admin.token)).progress?.sent ?? 0) < 75; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  await app.close();
  app = undefined;
  const before = await openPglite(join(dir, 'pglite'));
  const { rows: midway } = await before.query<{ sent: number; pending: number }>(
    `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'pending')::int as pending
       from email_campaign_recipients where campaign_id = $1`,
    [campaign._id],
  );
  expect(midway[0]!.sent).toBeGreaterThanOrEqual(75);
  expect(midway[0]!.pending).toBeGreaterThan(0);
  // as if the process had died while running the job: its claim is left behind, run out
  await before.query(`update jobs set state = 'running', locked_until = now() - interval '1 second' where unique_key = $1`, [`email-campaign:${campaign._id}`]);
  await before.close();

  app = await createTestApp({ ...options, database: await openPglite(join(dir, 'pglite')) });
  for (let wait = 0; wait < 1000 && (await progress(campaign._id, admin.token)).status !== 'sent'; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  const done = await progress(campaign._id, admin.token);
  expect(done).toMatchObject({ status: 'sent', progress: { total: RECIPIENTS, sent: RECIPIENTS, failed: 0, pending: 0 } });
  const { rows } = await app.db.query<{ messages: number; addresses: number }>(
    `select count(*)::int as messages, count(distinct to_address)::int as addresses from email_outbox where campaign_id = $1`,
    [campaign._id],
  );
  expect(rows[0]).toEqual({ messages: RECIPIENTS, addresses: RECIPIENTS });
  expect(done.metrics).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS, delivered: RECIPIENTS });
}, 120_000);
