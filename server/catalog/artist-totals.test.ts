import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../contract/document.js';
import { callApi, createTestApp, createUser, type TestUser } from '../test/helpers.js';

// Past 1,000 matching artists the list's total is the planner's estimate (no count over every row).
const ARTISTS = 12_345;

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  await app.db.query(
    `insert into artists (name, monthly_listeners, created_at)
     select case when g % 100 = 0 then 'Rare Heron ' || g else 'Common Crowd ' || g end, g, now() - g * interval '1 minute'
       from generate_series(1, $1::int) g`,
    [ARTISTS],
  );
  await app.db.exec('analyze artists');
  admin = await createUser(app, { roles: ['ADMIN'] as Role[] });
}, 60_000);
afterAll(() => app?.close());

const list = async (query: string) => (await callApi(app, 'GET', `/artists?${query}&clearCache=true`, { token: admin.token })).body;

describe('GET /artists totals past 1,000 artists', () => {
  it('estimates a large total and says so', async () => {
    const body = await list('limit=25');
    expect(body.items).toHaveLength(25);
    expect(body.totalIsEstimate).toBe(true);
    expect(body.total).toBeGreaterThan(10_000);
    expect(Math.abs(body.total - ARTISTS)).toBeLessThan(ARTISTS * 0.2);
  });

  it('counts a small filtered list exactly', async () => {
    const body = await list('search=rare%20heron&limit=5');
    expect(body).toMatchObject({ total: 123, totalIsEstimate: false });
    expect(body.items).toHaveLength(5);
  });

  it('answers the exact total on the short last page', async () => {
    const body = await list('limit=100&page=124');
    expect(body.items).toHaveLength(45);
    expect(body).toMatchObject({ total: ARTISTS, totalIsEstimate: false });
  });

  it('never answers an estimate below the rows a full page proves', async () => {
    const body = await list('limit=100&page=123');
    expect(body.items).toHaveLength(100);
    expect(body.totalIsEstimate).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(12_300);
  });
});
