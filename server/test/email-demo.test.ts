import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../demo/email.js';
import { callApi, createTestApp, createUser } from './helpers.js';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  token = (await createUser(app, { roles: ['ADMIN'] })).token;
}, 120_000);
afterAll(() => app?.close());

it('seeds subscribers, three lists, a segment and campaigns in every state with realistic figures', async () => {
  const subscribers = await callApi(app, 'GET', '/admin/email/subscribers?search=example.com', { token });
  expect(subscribers.body.total).toBe(300);
  const lists = await callApi(app, 'GET', '/admin/email-lists', { token });
  expect(lists.body.items.map((list: { name: string }) => list.name)).toEqual(['Label newsletter', 'Product updates', 'Royalty insights']);
  const segment = await callApi(app, 'GET', `/admin/email/segments/${DEMO_EMAIL.segmentId}`, { token });
  expect(segment.body.name).toBe('Verified artists');
  const campaigns = await callApi(app, 'GET', '/admin/email/campaigns?limit=10', { token });
  expect(campaigns.body.items.map((campaign: { status: string }) => campaign.status).sort()).toEqual(['draft', 'scheduled', 'sent', 'sent']);
  const summer = await callApi(app, 'GET', `/admin/email/analytics/${DEMO_EMAIL.campaigns.summer}`, { token });
  const { metrics, rates } = summer.body;
  expect(metrics.recipients).toBeGreaterThan(250);
  expect(metrics.opens).toBeGreaterThan(metrics.uniqueOpens);
  expect(rates.openRate).toBeGreaterThan(0.3);
  expect(rates.openRate).toBeLessThan(0.7);
  expect(metrics.uniqueClicks).toBeGreaterThan(0);
  expect(metrics.unsubscribes).toBeGreaterThan(0);
  expect(summer.body.topLinks.length).toBe(2);
  const overview = await callApi(app, 'GET', '/admin/email/analytics', { token });
  expect(overview.body.campaigns).toHaveLength(2);
  const activity = await callApi(app, 'GET', '/admin/email/activity?type=clicked', { token });
  expect(activity.body.total).toBeGreaterThan(10);
  const label = await callApi(app, 'GET', `/admin/email/list-analytics/${DEMO_EMAIL.labelListId}`, { token });
  expect(label.body.engagement.campaignsSent).toBe(1);
});
