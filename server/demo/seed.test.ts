import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { callApi, createTestApp } from '../test/helpers.js';
import { DEMO_PASSWORD, formatDemoAccounts } from './accounts.js';
import { seedDemoData } from './seed.js';

const counts = async (app: FastifyInstance) =>
  (
    await app.db.query(
      `select (select count(*) from users)::int as users, (select count(*) from artists)::int as artists,
              (select count(*) from user_artists)::int as roster`,
    )
  ).rows[0];

describe('the demo accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ demoData: true });
  }, 60_000);
  afterAll(() => app?.close());

  const login = (email: string) => callApi(app, 'POST', '/auth/login', { payload: { email, password: DEMO_PASSWORD } });

  it('sign in with the demo password, with their roles', async () => {
    expect((await login('admin@demo.test')).body.user.roles).toEqual(['ADMIN']);
    expect((await login('investor@demo.test')).body.user.roles).toEqual(['INVESTOR']);
    const artist = (await login('artist@demo.test')).body.user;
    expect(artist).toMatchObject({ roles: [], permissions: { isDistributed: true }, isVerified: { spotify: true, appleMusic: true } });
    expect(artist.artists).toHaveLength(3);
    for (const entry of artist.artists) expect(entry._artist.isVerified).toEqual({ spotify: true, appleMusic: true });
    expect(artist._artist._id).toBe(artist.artists[0]._artist._id);
  });

  it('come with invitations of every status, the invited artists named', async () => {
    const admin = (await login('admin@demo.test')).body.token;
    const { body } = await callApi(app, 'GET', '/admin/invites', { token: admin });
    const byCode = Object.fromEntries(body.items.map((item: { code: string }) => [item.code, item]));
    expect(Object.keys(byCode).sort()).toEqual(['DEMOMIRA2026', 'DEMONOVA2026', 'DEMOORCH2026', 'DEMOPRIYA2026', 'DEMOSAMW2026']);
    expect(byCode.DEMONOVA2026).toMatchObject({ status: 'sent', inviteeArtistName: 'Nova Lights', invitedBy: { email: 'artist@demo.test' } });
    expect(byCode.DEMOSAMW2026).toMatchObject({ status: 'accepted', acceptedBy: { email: 'investor@demo.test' } });
    expect(byCode.DEMOORCH2026).toMatchObject({ status: 'expired', inviteeArtistName: 'Static Orchard' });
    expect(byCode.DEMOMIRA2026).toMatchObject({ status: 'revoked' });
  });

  it('are loaded once: seeding again changes nothing, and a deleted account stays deleted', async () => {
    const before = await counts(app);
    expect(await seedDemoData(app.db)).toEqual([]);
    expect(await counts(app)).toEqual(before);
    await app.db.query(`delete from users where email = 'investor@demo.test'`);
    expect(await seedDemoData(app.db)).toEqual([]);
    expect((await app.db.query(`select 1 from users where email = 'investor@demo.test'`)).rows).toEqual([]);
  });

  it('are listed for the start-up banner', () => {
    expect(formatDemoAccounts()).toMatch(/admin@demo\.test[\s\S]*artist@demo\.test[\s\S]*investor@demo\.test/);
    expect(formatDemoAccounts()).toContain(DEMO_PASSWORD);
  });
});

describe('without demo data', () => {
  it.each([
    ['by default (tests)', {}],
    ['in production mode', { demoData: true, production: true, publicUrl: 'https://app.example.com' }],
  ])('nothing is loaded %s', async (_name, options) => {
    const app = await createTestApp(options);
    expect((await counts(app))?.users).toBe(0);
    await app.close();
  });
});

describe('DEMO_DATA in the configuration', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production', PUBLIC_APP_URL: 'https://app.example.com' }, false],
    [{ NODE_ENV: 'production', PUBLIC_APP_URL: 'https://app.example.com', DEMO_DATA: '1' }, false],
    [{ DATABASE_URL: 'postgres://db/x' }, false],
    [{ DATABASE_URL: 'postgres://db/x', DEMO_DATA: '1' }, true],
    [{ DEMO_DATA: '0' }, false],
  ])('%j → %s', (env, expected) => {
    expect(readConfig(env, false).app.demoData).toBe(expected);
  });
});
