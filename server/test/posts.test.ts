import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, randomObjectId, type TestUser } from './helpers.js';

// Segments are matched by the email engine; here one known segment holds the users put in it.
const segment = vi.hoisted(() => ({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', members: new Set<string>() }));
vi.mock('../email/segments/match.js', () => ({
  segmentExists: async (_db: unknown, id: string) => id === segment.id,
  userInSegment: async (_db: unknown, id: string, userId: string) => id === segment.id && segment.members.has(userId),
}));

let app: FastifyInstance;
let admin: TestUser;
let artist: TestUser;
let investor: TestUser;
let listId: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
  artist = await createUser(app, { firstName: 'Ari', lastName: 'Artist' });
  investor = await createUser(app, { roles: ['INVESTOR'] });
  const { rows } = await app.db.query<{ id: string }>(`insert into email_lists (name) values ('Beta testers') returning id`);
  listId = rows[0]!.id;
}, 60_000);
afterAll(() => app?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asAdmin = (method: Method, path: string, payload?: unknown) => callApi(app, method, path, { token: admin.token, ...(payload === undefined ? {} : { payload }) });

async function post(overrides: Record<string, unknown> = {}): Promise<{ _id: string; slug: string }> {
  const answer = await asAdmin('POST', '/admin/posts', { title: 'Hello', body: '# Hi', status: 'published', ...overrides });
  expect(answer.status).toBe(201);
  return answer.body;
}

const feed = async (user: TestUser) =>
  ((await callApi(app, 'GET', '/user/posts?limit=100', { token: user.token })).body.items as { _id: string }[]).map((item) => item._id);

describe('admin posts', () => {
  it('creates a post with a slug from its title, published now, authored by the caller', async () => {
    const { status, body } = await asAdmin('POST', '/admin/posts', { title: 'Summer Release Plan — Ça va!', body: 'Text', status: 'published', tags: ['plans'] });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      slug: 'summer-release-plan-ca-va',
      status: 'published',
      audience: { kind: 'everyone', listId: null, segmentId: null },
      author: { _id: admin.user._id, name: 'Ada Admin' },
      tags: ['plans'],
      views: 0,
      excerpt: null,
    });
    expect(Math.abs(Date.parse(body.publishedAt) - Date.now())).toBeLessThan(60_000);

    const second = await asAdmin('POST', '/admin/posts', { title: 'Summer release plan', body: 'Again' });
    expect(second.body).toMatchObject({ slug: 'summer-release-plan', status: 'draft', publishedAt: null });
    const third = await asAdmin('POST', '/admin/posts', { title: 'Summer release plan', body: 'Again' });
    expect(third.body.slug).toBe('summer-release-plan-2');

    const taken = await asAdmin('POST', '/admin/posts', { title: 'Other', body: 'x', slug: 'summer-release-plan' });
    expectStatedRule(taken, { method: 'POST', path: '/admin/posts', status: 409 });
    expect(taken.body.message).toBe('A post with this slug already exists');
    expect((await asAdmin('POST', '/admin/posts', { title: '   ', body: 'x' })).body.message).toBe('The title must not be blank');
  });

  it('checks the audience', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'list' }, 'Choose the email list this post is for'],
      [{ kind: 'segment', segmentId: null }, 'Choose the segment this post is for'],
      [{ kind: 'list', listId: 'bbbbbbbbbbbbbbbbbbbbbbbb' }, 'Unknown email list bbbbbbbbbbbbbbbbbbbbbbbb'],
      [{ kind: 'segment', segmentId: 'cccccccccccccccccccccccc' }, 'Unknown segment cccccccccccccccccccccccc'],
    ];
    for (const [audience, message] of cases) {
      const answer = await asAdmin('POST', '/admin/posts', { title: 'Audience', body: 'x', audience });
      // The contract states the rule with `<id>` in place of the id.
      expectStatedRule(answer, { method: 'POST', path: '/admin/posts', status: 422, mentions: message.replace(/[0-9a-f]{24}$/, '<id>') });
      expect(answer.body.message).toBe(message);
    }
    const { _id } = await post();
    const update = await asAdmin('PUT', `/admin/posts/${_id}`, { title: 'x', body: 'x', status: 'draft', audience: { kind: 'list' } });
    expectStatedRule(update, { method: 'PUT', path: '/admin/posts/{postId}', status: 422 });
  });

  it('reads, replaces (slug kept, left-out fields cleared) and deletes', async () => {
    const created = await post({ title: 'Replace me', excerpt: 'Short', tags: ['a'], coverImage: 'https://example.com/c.jpg' });
    expect((await asAdmin('GET', `/admin/posts/${created._id}`)).body).toMatchObject({ title: 'Replace me', body: '# Hi', excerpt: 'Short' });

    const replaced = await asAdmin('PUT', `/admin/posts/${created._id}`, { title: 'Replaced', body: 'New', status: 'published', audience: { kind: 'investors' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ title: 'Replaced', slug: created.slug, excerpt: null, coverImage: null, tags: [], audience: { kind: 'investors' } });
    const other = await post({ title: 'Other slug' });
    const clash = await asAdmin('PUT', `/admin/posts/${other._id}`, { title: 'x', body: 'x', status: 'draft', slug: created.slug });
    expectStatedRule(clash, { method: 'PUT', path: '/admin/posts/{postId}', status: 409 });
    const drafted = await asAdmin('PUT', `/admin/posts/${other._id}`, { title: 'x', body: 'x', status: 'draft', slug: 'renamed-slug' });
    expect(drafted.body).toMatchObject({ slug: 'renamed-slug', status: 'draft', publishedAt: null });

    expect((await asAdmin('DELETE', `/admin/posts/${created._id}`)).body.success).toBe(true);
    for (const answer of [await asAdmin('GET', `/admin/posts/${created._id}`), await asAdmin('DELETE', `/admin/posts/${created._id}`)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Post not found');
    }
    expectStatedRule(await asAdmin('PUT', `/admin/posts/${randomObjectId()}`, { title: 'x', body: 'x', status: 'draft' }), {
      method: 'PUT',
      path: '/admin/posts/{postId}',
      status: 404,
    });
  });

  it('lists with search, status, tag and sorting', async () => {
    const tag = `t${randomObjectId().slice(0, 6)}`;
    const popular = await post({ title: `Popular ${tag}`, tags: [tag] });
    const draft = await post({ title: `Draft ${tag}`, status: 'draft', tags: [tag] });
    await callApi(app, 'GET', `/user/posts/${popular._id}`, { token: artist.token });
    const ids = async (query: string) => ((await asAdmin('GET', `/admin/posts?${query}`)).body.items as { _id: string }[]).map((item) => item._id);
    expect(await ids(`tag=${tag}&sortBy=popular`)).toEqual([popular._id, draft._id]);
    expect(await ids(`tag=${tag}&sortBy=oldest`)).toEqual([popular._id, draft._id]);
    expect(await ids(`tag=${tag}&status=draft`)).toEqual([draft._id]);
    expect(await ids(`search=${encodeURIComponent(`draft ${tag}`)}`)).toEqual([draft._id]);
    const page = await asAdmin('GET', `/admin/posts?tag=${tag}&limit=1&page=2`);
    expect(page.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.body.items[0]).not.toHaveProperty('body');
  });

  it('is for admins only', async () => {
    for (const [method, path] of [
      ['GET', '/admin/posts'],
      ['POST', '/admin/posts'],
      ['GET', `/admin/posts/${randomObjectId()}`],
      ['DELETE', `/admin/posts/${randomObjectId()}`],
    ] as const) {
      expect((await callApi(app, method, path, { token: artist.token, ...(method === 'POST' ? { payload: { title: 'x', body: 'x' } } : {}) })).status).toBe(403);
    }
  });
});

describe('the reader', () => {
  it('sees published posts addressed to them, newest first, and counts views', async () => {
    const everyone = await post({ title: 'For everyone', publishedAt: new Date(Date.now() - 60_000).toISOString() });
    const artists = await post({ title: 'For artists', audience: { kind: 'artists' } });
    const investors = await post({ title: 'For investors', audience: { kind: 'investors' } });
    const draft = await post({ title: 'Draft', status: 'draft' });
    const future = await post({ title: 'Later', publishedAt: new Date(Date.now() + 86_400_000).toISOString() });

    const artistFeed = await feed(artist);
    expect(artistFeed).toEqual(expect.arrayContaining([everyone._id, artists._id]));
    expect(artistFeed.indexOf(artists._id)).toBeLessThan(artistFeed.indexOf(everyone._id));
    for (const hidden of [investors._id, draft._id, future._id]) expect(artistFeed).not.toContain(hidden);
    const investorFeed = await feed(investor);
    expect(investorFeed).toEqual(expect.arrayContaining([everyone._id, investors._id]));
    expect(investorFeed).not.toContain(artists._id);
    const adminFeed = await feed(admin);
    expect(adminFeed).toEqual(expect.arrayContaining([everyone._id, artists._id, investors._id]));
    expect(adminFeed).not.toContain(draft._id);

    const read = await callApi(app, 'GET', `/user/posts/${artists._id}`, { token: artist.token });
    expect(read.body).toMatchObject({ _id: artists._id, views: 1, body: '# Hi' });
    for (const id of [investors._id, draft._id, future._id, randomObjectId()]) {
      const refused = await callApi(app, 'GET', `/user/posts/${id}`, { token: artist.token });
      expectStatedRule(refused, { method: 'GET', path: '/user/posts/{postId}', status: 404 });
      expect(refused.body.message).toBe('Post not found');
    }
    expect((await asAdmin('GET', `/admin/posts/${artists._id}`)).body.views).toBe(1);
    expect((await callApi(app, 'GET', '/user/posts')).status).toBe(401);
  });

  it('sees list posts when subscribed to the list, and segment posts when in the segment', async () => {
    const forList = await post({ title: 'For the list', audience: { kind: 'list', listId } });
    const forSegment = await post({ title: 'For the segment', audience: { kind: 'segment', segmentId: segment.id } });
    const member = await createUser(app);
    expect(await feed(member)).not.toContain(forList._id);

    await app.db.query(
      `insert into email_list_members (list_id, subscriber_id) select $1, id from email_subscribers where user_id = $2`,
      [listId, member.user._id],
    );
    expect(await feed(member)).toContain(forList._id);
    await app.db.query(`update email_list_members set subscribed = false where list_id = $1`, [listId]);
    expect(await feed(member)).not.toContain(forList._id);

    expect(await feed(member)).not.toContain(forSegment._id);
    segment.members.add(member.user._id);
    expect(await feed(member)).toContain(forSegment._id);
    expect((await callApi(app, 'GET', `/user/posts/${forSegment._id}`, { token: member.token })).status).toBe(200);
    expect((await callApi(app, 'GET', `/user/posts/${forSegment._id}`, { token: artist.token })).status).toBe(404);
  });
});
