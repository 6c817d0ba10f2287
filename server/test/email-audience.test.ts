import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentExists, userInSegment } from '../email/segments/match.js';
import { callApi, createTestApp, createUser, expectStatedRule, randomObjectId, type TestUser } from './helpers.js';

let app: FastifyInstance;
let admin: TestUser;
let artist: TestUser;
let investor: TestUser;
let unverified: TestUser;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://app.example.test' });
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
  artist = await createUser(app, { firstName: 'Nina', lastName: 'Artist', isDistributed: true });
  investor = await createUser(app, { roles: ['INVESTOR'], firstName: 'Ivan', lastName: 'Investor' });
  unverified = await createUser(app, { firstName: 'Una', lastName: 'Unverified', verified: false });
  await app.db.query(`update users set last_login_at = now() - interval '2 days' where id = $1`, [artist.user._id]);
  await app.db.query(
    `insert into releases (owner_id, title, label, format, primary_genre, audio_language, release_date, original_release_date)
     values ($1, 'First Light', 'Self', 'SINGLE', 'Pop', 'English', now(), now())`,
    [artist.user._id],
  );
}, 60_000);
afterAll(() => app?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, token = admin.token) =>
  callApi(app, method, path, { token, ...(payload === undefined ? {} : { payload }) });

describe('email lists and members', () => {
  it('creates, lists, renames and deletes a list; names are unique', async () => {
    const created = await api('POST', '/admin/email-lists', { name: 'Label newsletter', description: 'For labels' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Label newsletter', visibleInPreferences: true, subscriberCount: 0 });
    const id = created.body._id;
    const duplicate = await api('POST', '/admin/email-lists', { name: 'label NEWSLETTER' });
    expectStatedRule(duplicate, { method: 'POST', path: '/admin/email-lists', status: 409 });

    const page = await api('GET', '/admin/email-lists?sortBy=name');
    expect(page.status).toBe(200);
    expect(page.body.items.map((list: { name: string }) => list.name)).toEqual(['Label newsletter', 'Product updates', 'Royalty insights']);
    expect(page.body.items[1].subscriberCount).toBe(4); // every account joins it at sign-up

    const renamed = await api('PUT', `/admin/email-lists/${id}`, { name: 'Labels', visibleInPreferences: false });
    expect(renamed.body).toMatchObject({ name: 'Labels', description: null, visibleInPreferences: false });
    const missing = await api('GET', `/admin/email-lists/${randomObjectId()}`);
    expectStatedRule(missing, { method: 'GET', path: `/admin/email-lists/${randomObjectId()}`, status: 404 });
    expect((await api('DELETE', `/admin/email-lists/${id}`)).status).toBe(200);
    expect((await api('GET', `/admin/email-lists/${id}`)).status).toBe(404);
  });

  it('adds members by email (new addresses become subscribers), reports what it skipped, and removes them', async () => {
    const list = (await api('POST', '/admin/email-lists', { name: 'Beta testers' })).body;
    await app.db.query(`update email_subscribers set suppressed = 'bounced' where email = $1`, [unverified.email]);
    const added = await api('POST', `/admin/email-lists/${list._id}/members`, {
      members: [{ email: 'New@Example.com', firstName: 'New' }, { email: 'new@example.com' }, { email: artist.email }, { email: unverified.email }],
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      added: 2,
      resubscribed: 0,
      alreadyMembers: 0,
      skipped: [
        { email: 'new@example.com', reason: 'duplicate' },
        { email: unverified.email, reason: 'suppressed' },
      ],
    });
    await app.db.query(`update email_subscribers set suppressed = null where email = $1`, [unverified.email]);
    const members = await api('GET', `/admin/email-lists/${list._id}/members?search=new`);
    expect(members.body.items).toEqual([expect.objectContaining({ email: 'new@example.com', firstName: 'New', status: 'subscribed', source: 'admin' })]);
    const again = await api('POST', `/admin/email-lists/${list._id}/members`, { members: [{ email: artist.email }] });
    expect(again.body.alreadyMembers).toBe(1);

    const newId = members.body.items[0].subscriberId;
    const other = (await api('POST', '/admin/email-lists', { name: 'By id' })).body;
    const byId = await api('POST', `/admin/email-lists/${other._id}/members`, { subscriberIds: [newId] });
    expect(byId.body).toMatchObject({ added: 1, skipped: [] });
    const unknownId = await api('POST', `/admin/email-lists/${other._id}/members`, { subscriberIds: [randomObjectId()] });
    expectStatedRule(unknownId, { method: 'POST', path: `/admin/email-lists/${other._id}/members`, status: 422, mentions: 'Unknown subscriber' });
    const nothing = await api('POST', `/admin/email-lists/${other._id}/members`, { resubscribe: true });
    expectStatedRule(nothing, { method: 'POST', path: `/admin/email-lists/${other._id}/members`, status: 422 });
    expect((await api('DELETE', `/admin/email-lists/${list._id}/members/${newId}`)).status).toBe(200);
    const gone = await api('DELETE', `/admin/email-lists/${list._id}/members/${newId}`);
    expectStatedRule(gone, { method: 'DELETE', path: `/admin/email-lists/${list._id}/members/${newId}`, status: 404 });
  });
});

describe('subscribers', () => {
  it('lists every account with its status and lists, shows details, and lets an admin unsubscribe and resubscribe', async () => {
    const page = await api('GET', `/admin/email/subscribers?search=${encodeURIComponent(artist.email)}`);
    expect(page.body.total).toBe(1);
    const subscriber = page.body.items[0];
    expect(subscriber).toMatchObject({ email: artist.email, firstName: 'Nina', lastName: 'Artist', status: 'subscribed', userId: artist.user._id });
    expect(subscriber.lists.map((list: { name: string }) => list.name)).toContain('Product updates');

    const unsubscribed = await api('PATCH', `/admin/email/subscribers/${subscriber._id}`, { status: 'unsubscribed', frequency: 'weekly' });
    expect(unsubscribed.body).toMatchObject({ status: 'unsubscribed', frequency: 'weekly' });
    expect(unsubscribed.body.recentActivity[0]).toMatchObject({ type: 'unsubscribed' });
    expect((await api('GET', '/admin/email/subscribers?status=unsubscribed')).body.items.map((item: { email: string }) => item.email)).toContain(artist.email);
    const back = await api('PATCH', `/admin/email/subscribers/${subscriber._id}`, { status: 'subscribed' });
    expect(back.body.status).toBe('subscribed');

    const badList = await api('PATCH', `/admin/email/subscribers/${subscriber._id}`, { memberships: [{ listId: randomObjectId(), subscribed: true }] });
    expectStatedRule(badList, { method: 'PATCH', path: `/admin/email/subscribers/${subscriber._id}`, status: 422, mentions: 'Unknown email list' });
    await app.db.query(`update email_subscribers set suppressed = 'complained' where id = $1`, [subscriber._id]);
    const suppressed = await api('PATCH', `/admin/email/subscribers/${subscriber._id}`, { status: 'subscribed' });
    expectStatedRule(suppressed, { method: 'PATCH', path: `/admin/email/subscribers/${subscriber._id}`, status: 409 });
    await app.db.query(`update email_subscribers set suppressed = null where id = $1`, [subscriber._id]);
    const missing = await api('GET', `/admin/email/subscribers/${randomObjectId()}`);
    expectStatedRule(missing, { method: 'GET', path: `/admin/email/subscribers/${randomObjectId()}`, status: 404 });
  });
});

describe('segments', () => {
  const preview = async (rules: unknown[], match = 'all') => {
    const answer = await api('POST', '/admin/email/segments/preview', { rules, match });
    expect(answer.status).toBe(200);
    return (answer.body.sample as { email: string }[]).map((item) => item.email).sort();
  };

  it('compiles every kind of rule against seeded users', async () => {
    expect(await preview([{ field: 'userRole', operator: 'equals', value: 'ARTIST' }])).toEqual([artist.email, unverified.email].sort());
    expect(await preview([{ field: 'userRole', operator: 'in', value: ['INVESTOR', 'ADMIN'] }])).toEqual([admin.email, investor.email].sort());
    expect(await preview([{ field: 'isDistributed', operator: 'equals', value: true }])).toEqual([artist.email]);
    expect(await preview([{ field: 'emailVerified', operator: 'equals', value: false }])).toEqual([unverified.email]);
    expect(await preview([{ field: 'hasReleases', operator: 'equals', value: true }])).toEqual([artist.email]);
    expect(await preview([{ field: 'lastActiveAt', operator: 'within_last_days', value: 7 }])).toEqual([artist.email]);
    expect(await preview([{ field: 'signedUpAt', operator: 'after', value: '2000-01-01T00:00:00Z' }, { field: 'firstName', operator: 'starts_with', value: 'iv' }])).toEqual([
      investor.email,
    ]);
    expect(await preview([{ field: 'email', operator: 'equals', value: admin.email.toUpperCase() }, { field: 'lastName', operator: 'contains', value: 'vest' }], 'any')).toEqual(
      [admin.email, investor.email].sort(),
    );
    expect(await preview([{ field: 'openCount', operator: 'gte', value: 1 }])).toEqual([]);
    expect(await preview([{ field: 'hasVerifiedIntegration', operator: 'equals', value: true }])).toEqual([]);
  });

  it('counts only subscribed addresses', async () => {
    await app.db.query(`update email_subscribers set unsubscribed_all_at = now() where email = $1`, [unverified.email]);
    expect(await preview([{ field: 'emailVerified', operator: 'equals', value: false }])).toEqual([]);
    await app.db.query(`update email_subscribers set unsubscribed_all_at = null where email = $1`, [unverified.email]);
  });

  it('refuses operators and values that do not fit the field (422)', async () => {
    const operator = await api('POST', '/admin/email/segments/preview', { rules: [{ field: 'signedUpAt', operator: 'contains', value: 'x' }] });
    expectStatedRule(operator, { method: 'POST', path: '/admin/email/segments/preview', status: 422, mentions: 'does not fit the field' });
    expect(operator.body.message).toBe('Rule 1: the operator "contains" does not fit the field "signedUpAt".');
    const value = await api('POST', '/admin/email/segments', { name: 'Bad', rules: [{ field: 'openCount', operator: 'gt', value: 'many' }] });
    expectStatedRule(value, { method: 'POST', path: '/admin/email/segments', status: 422, mentions: 'needs a number' });
    const option = await api('POST', '/admin/email/segments/preview', { rules: [{ field: 'userRole', operator: 'equals', value: 'OWNER' }] });
    expectStatedRule(option, { method: 'POST', path: '/admin/email/segments/preview', status: 422, mentions: 'is not a value of the field' });
  });

  it('saves segments with their count; userInSegment and segmentExists answer for the posts feed', async () => {
    const created = await api('POST', '/admin/email/segments', {
      name: 'Verified artists',
      rules: [
        { field: 'userRole', operator: 'equals', value: 'ARTIST' },
        { field: 'emailVerified', operator: 'equals', value: true },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Verified artists', match: 'all', subscriberCount: 1 });
    const id = created.body._id;
    expectStatedRule(await api('POST', '/admin/email/segments', { name: 'verified ARTISTS', rules: [{ field: 'email', operator: 'is_set' }] }), {
      method: 'POST',
      path: '/admin/email/segments',
      status: 409,
    });
    expect(await segmentExists(app.db, id)).toBe(true);
    expect(await segmentExists(app.db, randomObjectId())).toBe(false);
    expect(await userInSegment(app.db, id, artist.user._id)).toBe(true);
    expect(await userInSegment(app.db, id, unverified.user._id)).toBe(false);
    expect(await userInSegment(app.db, id, investor.user._id)).toBe(false);

    const updated = await api('PUT', `/admin/email/segments/${id}`, { name: 'Verified artists', match: 'any', rules: [{ field: 'userRole', operator: 'equals', value: 'ARTIST' }] });
    expect(updated.body.subscriberCount).toBe(2);
    expect((await api('GET', `/admin/email/segments/${id}`)).body.subscriberCount).toBe(2);
    expect((await api('GET', '/admin/email/segments?search=verified')).body.total).toBe(1);
    const inSegment = await api('GET', `/admin/email/subscribers?segmentId=${id}&sortBy=email`);
    expect(inSegment.body.items.map((item: { email: string }) => item.email)).toEqual([artist.email, unverified.email].sort());
    expect((await api('DELETE', `/admin/email/segments/${id}`)).status).toBe(200);
    expectStatedRule(await api('GET', `/admin/email/segments/${id}`), { method: 'GET', path: `/admin/email/segments/${id}`, status: 404 });
  });
});

describe('roles', () => {
  it('refuses the admin email operations to other accounts (403)', async () => {
    for (const [method, path] of [
      ['GET', '/admin/email-lists'],
      ['GET', '/admin/email/subscribers'],
      ['GET', '/admin/email/campaigns'],
      ['GET', '/admin/email/activity'],
      ['POST', '/admin/email/segments/preview'],
    ] as const) {
      const answer = await callApi(app, method, path, { token: artist.token, ...(method === 'POST' ? { payload: { rules: [] } } : {}) });
      expect(answer.status).toBe(403);
    }
  });
});
