import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, randomObjectId, readMailbox, type TestUser } from './helpers.js';

const BASE = 'https://app.example.test';
let app: FastifyInstance;
let admin: TestUser;
let listId: string;
const members: TestUser[] = [];

beforeAll(async () => {
  app = await createTestApp({ publicUrl: BASE, jobs: { retryDelayMs: () => 0 } });
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
  for (let index = 0; index < 5; index++) members.push(await createUser(app, { firstName: `Member${index}`, lastName: 'Test' }));
  const list = await callApi(app, 'POST', '/admin/email-lists', { token: admin.token, payload: { name: 'Campaign list' } });
  listId = list.body._id;
  await callApi(app, 'POST', `/admin/email-lists/${listId}/members`, { token: admin.token, payload: { members: members.map((member) => ({ email: member.email })) } });
}, 60_000);
afterAll(() => app?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, token = admin.token) =>
  callApi(app, method, path, { token, ...(payload === undefined ? {} : { payload }) });

const CONTENT = 'Hello from **Royalty Desk**.\n\nRead [the guide](https://example.com/guide?a=1&b=2) and [the FAQ](https://example.com/faq).';

async function draft(overrides: Record<string, unknown> = {}) {
  const answer = await api('POST', '/admin/email/campaigns', { name: 'August news', subject: 'August news', content: CONTENT, listIds: [listId], ...overrides });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('campaign drafts', () => {
  it('creates, reads, lists, edits and deletes a draft; the draft shows its audience size', async () => {
    const created = await draft({ previewText: 'What is new', fromName: 'The Team', replyTo: 'team@example.com' });
    expect(created).toMatchObject({ status: 'draft', recipientCount: 5, progress: null, createdBy: { _id: admin.user._id }, contentFormat: 'markdown' });
    expect((await api('GET', `/admin/email/campaigns/${created._id}`)).body.name).toBe('August news');
    expect((await api('GET', '/admin/email/campaigns?status=draft&search=august')).body.total).toBeGreaterThanOrEqual(1);
    const edited = await api('PUT', `/admin/email/campaigns/${created._id}`, { name: 'September news' });
    expect(edited.body).toMatchObject({ name: 'September news', subject: null, listIds: [] });
    expect((await api('DELETE', `/admin/email/campaigns/${created._id}`)).status).toBe(200);
    expectStatedRule(await api('GET', `/admin/email/campaigns/${created._id}`), { method: 'GET', path: `/admin/email/campaigns/${created._id}`, status: 404 });
  });

  it('refuses unknown lists, segments and posts (422)', async () => {
    const path = '/admin/email/campaigns';
    expectStatedRule(await api('POST', path, { name: 'x', listIds: [randomObjectId()] }), { method: 'POST', path, status: 422, mentions: 'Unknown email list' });
    expectStatedRule(await api('POST', path, { name: 'x', segmentId: randomObjectId() }), { method: 'POST', path, status: 422, mentions: 'Unknown email segment' });
    expectStatedRule(await api('POST', path, { name: 'x', postId: randomObjectId() }), { method: 'POST', path, status: 422, mentions: 'Unknown post' });
  });

  it('refuses to send without subject, content or audience, to an empty audience, or too soon (422)', async () => {
    const send = async (payload: Record<string, unknown>, body?: unknown) => {
      const campaign = await draft(payload);
      const path = `/admin/email/campaigns/${campaign._id}/send`;
      const answer = await api('POST', path, body);
      expectStatedRule(answer, { method: 'POST', path, status: 422 });
      return answer.body.message;
    };
    expect(await send({ subject: null })).toBe('Add a subject before sending the campaign.');
    expect(await send({ content: '  ' })).toBe('Add content before sending the campaign.');
    expect(await send({ listIds: [] })).toBe('Choose an audience (a list or a segment) before sending the campaign.');
    const empty = (await api('POST', '/admin/email-lists', { name: 'Empty list' })).body._id;
    expect(await send({ listIds: [empty] })).toBe('Nobody in this audience can receive the campaign: no subscribed address matches.');
    expect(await send({}, { scheduledAt: new Date(Date.now() + 60_000).toISOString() })).toBe('Schedule the campaign at least 5 minutes ahead.');
  });
});

describe('sending', () => {
  it('sends each subscribed member one message with tracked links, an unsubscribe link and one-click headers; skips unsubscribed addresses', async () => {
    // one left the list, one unsubscribed from everything
    const left = members[3]!;
    const gone = members[4]!;
    await app.db.query(`update email_list_members set subscribed = false where subscriber_id = (select id from email_subscribers where email = $1) and list_id = $2`, [left.email, listId]);
    await app.db.query(`update email_subscribers set unsubscribed_all_at = now() where email = $1`, [gone.email]);

    const campaign = await draft({ name: 'Launch', subject: 'We launched', previewText: 'Big day', fromName: 'Royalty Team' });
    const path = `/admin/email/campaigns/${campaign._id}/send`;
    const sent = await api('POST', path);
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('sending');
    await app.jobs.runDue();
    const done = (await api('GET', `/admin/email/campaigns/${campaign._id}`)).body;
    expect(done).toMatchObject({ status: 'sent', recipientCount: 3, progress: { total: 3, sent: 3, failed: 0, pending: 0 } });
    expect(done.metrics).toMatchObject({ recipients: 3, sent: 3, delivered: 3, opens: 0 });
    expectStatedRule(await api('POST', path), { method: 'POST', path, status: 409 });
    expectStatedRule(await api('PUT', `/admin/email/campaigns/${campaign._id}`, { name: 'x' }), { method: 'PUT', path: `/admin/email/campaigns/${campaign._id}`, status: 409 });
    expectStatedRule(await api('DELETE', `/admin/email/campaigns/${campaign._id}`), { method: 'DELETE', path: `/admin/email/campaigns/${campaign._id}`, status: 409 });

    expect(await readMailbox(app, left.email)).toEqual([]);
    expect(await readMailbox(app, gone.email)).toEqual([]);
    const { rows: counts } = await app.db.query<{ count: number }>(`select count(*)::int as count from email_outbox where campaign_id = $1 group by to_address`, [campaign._id]);
    expect(counts.map((row) => row.count)).toEqual([1, 1, 1]);

    const [mail] = await readMailbox(app, members[0]!.email);
    expect(mail).toMatchObject({ subject: 'We launched', kind: 'campaign', from: expect.stringContaining('"Royalty Team" <') });
    expect(mail!.html).toContain('<strong>Royalty Desk</strong>');
    expect(mail!.html).toContain('Big day');
    expect(mail!.html).not.toContain('https://example.com/guide');
    const clickLinks = mail!.text.match(/https:\/\/app\.example\.test\/api\/email\/click\/\S+?(?=\))/g)!;
    expect(clickLinks).toHaveLength(2);
    const pixel = /src="(https:\/\/app\.example\.test\/api\/email\/open\/[0-9a-f-]+)"/.exec(mail!.html ?? '')![1]!;
    const { rows: subscriber } = await app.db.query<{ token: string }>('select token from email_subscribers where email = $1', [members[0]!.email]);
    const token = subscriber[0]!.token;
    expect(mail!.text).toContain(`Unsubscribe: ${BASE}/email/unsubscribe/${token}`);
    expect(mail!.text).toContain(`Email preferences: ${BASE}/email/preferences/${token}`);
    expect(mail!.headers['List-Unsubscribe']).toBe(`<${BASE}/api/email/unsubscribe/${token}>, <mailto:unsubscribe@localhost?subject=unsubscribe>`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // opens (every one counted, uniques by subscriber) and clicks through the public endpoints
    for (let open = 0; open < 2; open++) {
      const response = await app.inject({ method: 'GET', url: new URL(pixel).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
    }
    expect((await app.inject({ method: 'GET', url: '/api/email/open/unknown-token' })).statusCode).toBe(200);
    const click = await callApi(app, 'GET', new URL(clickLinks[0]!).pathname.replace(/^\/api/, ''));
    expect(click.status).toBe(302);
    expect(click.headers.location).toBe('https://example.com/guide?a=1&b=2');
    const unknownClick = await callApi(app, 'GET', '/email/click/0123456789abcdef0123456789abcdef-7');
    expectStatedRule(unknownClick, { method: 'GET', path: '/email/click/{token}', status: 404 });
    const forged = new URL(clickLinks[0]!).pathname.replace(/^\/api/, '').replace(/-[0-9a-f]{16}-/, '-0000000000000000-');
    expect((await callApi(app, 'GET', forged)).status).toBe(404);

    // the one-click unsubscribe of the header
    const header = mail!.headers['List-Unsubscribe']!.slice(1).split('>')[0]!;
    const oneClick = await callApi(app, 'POST', new URL(header).pathname.replace(/^\/api/, ''), {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.unsubscribedFromAll).toBe(true);

    const analytics = (await api('GET', `/admin/email/analytics/${campaign._id}`)).body;
    expect(analytics.metrics).toMatchObject({ recipients: 3, sent: 3, delivered: 3, opens: 2, uniqueOpens: 1, clicks: 1, uniqueClicks: 1, unsubscribes: 1 });
    expect(analytics.rates.openRate).toBeCloseTo(1 / 3);
    expect(analytics.funnel.map((stage: { count: number }) => stage.count)).toEqual([3, 3, 1, 1]);
    expect(analytics.topLinks).toEqual([{ url: 'https://example.com/guide?a=1&b=2', clicks: 1, uniqueClicks: 1 }]);
    expect(analytics.series.granularity).toBe('hour');

    const overview = (await api('GET', '/admin/email/analytics')).body;
    expect(overview.campaigns.map((row: { campaign: { _id: string } }) => row.campaign._id)).toContain(campaign._id);
    expect(overview.totals.opens).toBeGreaterThanOrEqual(2);
    const lists = (await api('GET', '/admin/email/list-analytics')).body;
    expect(lists.lists.find((row: { listId: string }) => row.listId === listId)).toMatchObject({ openRate: 1 / 3, clickRate: 1 / 3 });
    const one = (await api('GET', `/admin/email/list-analytics/${listId}`)).body;
    expect(one.engagement).toMatchObject({ campaignsSent: 1, activeSubscribers: 0 });
    expect(one.growth).toHaveLength(30);
    expect(one.recentCampaigns[0].campaign._id).toBe(campaign._id);
    expectStatedRule(await api('GET', `/admin/email/list-analytics/${randomObjectId()}`), { method: 'GET', path: `/admin/email/list-analytics/${randomObjectId()}`, status: 404 });
    expectStatedRule(await api('GET', '/admin/email/analytics?from=2025-02-01&to=2025-01-01'), { method: 'GET', path: '/admin/email/analytics', status: 400 });

    const clicks = (await api('GET', `/admin/email/activity?type=clicked&campaignId=${campaign._id}`)).body;
    expect(clicks.items).toEqual([expect.objectContaining({ type: 'clicked', url: 'https://example.com/guide?a=1&b=2', subscriber: expect.objectContaining({ email: members[0]!.email }) })]);
    expect((await api('GET', `/admin/email/activity?search=${encodeURIComponent(members[1]!.email)}`)).body.items.map((item: { type: string }) => item.type).sort()).toEqual([
      'delivered',
      'sent',
    ]);
  });

  it('sends a test to one address with [Test] before the subject, untracked and not counted', async () => {
    const campaign = await draft({ name: 'Test me', subject: 'Try this' });
    const path = `/admin/email/campaigns/${campaign._id}/test`;
    const answer = await api('POST', path, { email: 'Tester@Example.com' });
    expect(answer.status).toBe(202);
    const [mail] = await readMailbox(app, 'tester@example.com');
    expect(mail!.subject).toBe('[Test] Try this');
    expect(mail!.text).toContain('https://example.com/faq');
    expect(mail!.html).not.toContain('/api/email/open/');
    expect((await api('GET', `/admin/email/campaigns/${campaign._id}`)).body.metrics.sent).toBe(0);
    const empty = await draft({ content: null });
    expectStatedRule(await api('POST', `/admin/email/campaigns/${empty._id}/test`, { email: 'a@example.com' }), {
      method: 'POST',
      path: `/admin/email/campaigns/${empty._id}/test`,
      status: 422,
    });
    for (let index = 0; index < 9; index++) await api('POST', path, { email: 'tester@example.com' });
    const limited = await api('POST', path, { email: 'tester@example.com' });
    expectStatedRule(limited, { method: 'POST', path, status: 429, mentions: 'Too many test emails of this campaign' });
  });

  it('mails HTML content without scripts, event handlers or javascript: links, its ordinary links still tracked (sends and tests)', async () => {
    const list = (await api('POST', '/admin/email-lists', { name: 'HTML list' })).body._id;
    await api('POST', `/admin/email-lists/${list}/members`, { members: [{ email: 'html-reader@example.com' }] });
    const content =
      '<p onclick="steal()">Hello <b>there</b></p><script>alert(document.cookie)</script>' +
      '<img src="https://example.com/x.png" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">Win</a>' +
      '<a href="jav&#x61;script:alert(2)">Also</a><a href="https://example.com/news?a=1&amp;b=2">News</a>';
    const campaign = await draft({ name: 'Html', subject: 'Html', contentFormat: 'html', content, listIds: [list] });
    const unsafe = /<script|onerror|onclick|javascript|alert\(|steal\(/i;

    expect((await api('POST', `/admin/email/campaigns/${campaign._id}/test`, { email: 'html-test@example.com' })).status).toBe(202);
    const [test] = await readMailbox(app, 'html-test@example.com');
    expect(test!.html).not.toMatch(unsafe);
    expect(test!.text).not.toMatch(unsafe);
    expect(test!.html).toContain('<a href="https://example.com/news?a=1&amp;b=2">News</a>');

    expect((await api('POST', `/admin/email/campaigns/${campaign._id}/send`)).status).toBe(202);
    await app.jobs.runDue();
    const [mail] = await readMailbox(app, 'html-reader@example.com');
    expect(mail!.html).not.toMatch(unsafe);
    expect(mail!.text).not.toMatch(unsafe);
    expect(mail!.html).toContain('<p>Hello <b>there</b></p>');
    expect(mail!.html).toContain('<img src="https://example.com/x.png" alt="x" />');
    const click = /href="(https:\/\/app\.example\.test\/api\/email\/click\/[^"]+)">News</.exec(mail!.html ?? '')![1]!;
    const followed = await callApi(app, 'GET', new URL(click).pathname.replace(/^\/api/, ''));
    expect([followed.status, followed.headers.location]).toEqual([302, 'https://example.com/news?a=1&b=2']);
  });

  it('schedules at least 5 minutes ahead, sends when due, and cancels on delete', async () => {
    const campaign = await draft({ name: 'Later' });
    const at = new Date(Date.now() + 10 * 60_000).toISOString();
    const scheduled = await api('POST', `/admin/email/campaigns/${campaign._id}/send`, { scheduledAt: at });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: at, progress: null });
    await app.jobs.runDue();
    expect((await api('GET', `/admin/email/campaigns/${campaign._id}`)).body.status).toBe('scheduled');
    // the time comes
    await app.db.query(`update jobs set run_at = now() where unique_key = $1`, [`email-campaign:${campaign._id}`]);
    await app.db.query(`update email_campaigns set scheduled_at = now() where id = $1`, [campaign._id]);
    await app.jobs.runDue();
    expect((await api('GET', `/admin/email/campaigns/${campaign._id}`)).body.status).toBe('sent');

    const kept = await draft({ name: 'Kept' });
    await api('POST', `/admin/email/campaigns/${kept._id}/send`, { scheduledAt: at });
    const emptied = await api('PUT', `/admin/email/campaigns/${kept._id}`, { name: 'Kept', subject: 'Kept', listIds: [listId] });
    expectStatedRule(emptied, { method: 'PUT', path: `/admin/email/campaigns/${kept._id}`, status: 422, mentions: 'Add content before sending the campaign.' });
    const edited = await api('PUT', `/admin/email/campaigns/${kept._id}`, { name: 'Kept', subject: 'Kept again', content: 'Still here', listIds: [listId] });
    expect(edited.body).toMatchObject({ status: 'scheduled', scheduledAt: at, subject: 'Kept again' });

    const other = await draft({ name: 'Never' });
    await api('POST', `/admin/email/campaigns/${other._id}/send`, { scheduledAt: at });
    expect((await api('DELETE', `/admin/email/campaigns/${other._id}`)).body.message).toBe('The scheduled campaign is canceled.');
    expect((await api('GET', `/admin/email/campaigns/${other._id}`)).body.status).toBe('canceled');
  });
});

describe('post emails', () => {
  async function post(status: 'draft' | 'published', audience: string = 'everyone') {
    const { rows } = await app.db.query<{ id: string }>(
      `insert into posts (slug, title, body, status, audience_kind, published_at) values ($1, 'New payouts page', 'Payouts are **clearer** now.', $2, $3, now()) returning id`,
      [`post-${randomObjectId()}`, status, audience],
    );
    return rows[0]!.id;
  }

  it('emails a published post to its audience, with a link to read it in the app', async () => {
    const postId = await post('published', 'artists');
    const answer = await api('POST', '/admin/send-post-emails', { postId });
    expect(answer.status).toBe(202);
    // artists still subscribed: members 0–3 (4 unsubscribed from everything, 0 by one click)
    expect(answer.body).toMatchObject({ success: true, queued: 3 });
    await app.jobs.runDue();
    const [mail] = await readMailbox(app, members[1]!.email);
    expect(mail!.subject).toBe('New payouts page');
    expect(mail!.text).toMatch(/Read it in Royalty Desk \(https:\/\/app\.example\.test\/api\/email\/click\//);
    const { rows } = await app.db.query<{ url: string }>(
      `select url from email_campaign_links l join email_campaigns c on c.id = l.campaign_id where c.post_id = $1`,
      [postId],
    );
    expect(rows).toEqual([{ url: `${BASE}/dashboard?post=${postId}` }]);
    expect(await readMailbox(app, admin.email)).toEqual([]);

    const toList = await api('POST', '/admin/send-post-emails', { postId, listIds: [listId] });
    expect(toList.body.queued).toBe(2);
  });

  it('refuses unknown posts and lists (404) and unpublished posts (409)', async () => {
    const path = '/admin/send-post-emails';
    expectStatedRule(await api('POST', path, { postId: randomObjectId() }), { method: 'POST', path, status: 404 });
    const postId = await post('draft');
    expectStatedRule(await api('POST', path, { postId, listIds: [randomObjectId()] }), { method: 'POST', path, status: 404, mentions: 'Unknown email list' });
    expectStatedRule(await api('POST', path, { postId }), { method: 'POST', path, status: 409 });
    expect((await api('POST', path, { postId }, members[0]!.token)).status).toBe(403);
  });
});
