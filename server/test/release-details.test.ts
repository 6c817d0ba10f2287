import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../src/shared/api/release-rules/index.js';
import { callApi, createTestApp } from './helpers.js';
import { createSingle, userWithArtist } from './release-fixtures.js';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof userWithArtist>>;
beforeAll(async () => {
  app = await createTestApp();
  owner = await userWithArtist(app);
}, 60_000);
afterAll(() => app?.close());

const patch = (id: string, payload: object) => callApi(app, 'PATCH', `/releases/drafts/${id}`, { token: owner.token, payload });
const newSingle = async (extra: Parameters<typeof createSingle>[2] = {}) => (await createSingle(app, owner, extra)).body;

describe('territories', () => {
  it('sells a release worldwide until the artist chooses countries, and keeps the countries chosen', async () => {
    const release = await newSingle();
    expect(release.territories).toEqual(['WORLD']);
    const chosen = await patch(release._id, { territories: ['NO', 'SE'] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.territories).toEqual(['NO', 'SE']);
    expect((await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token })).body.territories).toEqual(['NO', 'SE']);
    expect((await patch(release._id, { territories: ['WORLD'] })).body.territories).toEqual(['WORLD']);
  });

  it('refuses unlisted countries and worldwide beside countries (422), an empty or malformed list (400)', async () => {
    const release = await newSingle();
    for (const territories of [['XX'], ['WORLD', 'NO']]) {
      const answer = await patch(release._id, { territories });
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toEqual([{ code: 'TERRITORIES_LISTED', field: 'territories', message: RULE_MESSAGES.TERRITORIES_LISTED }]);
    }
    for (const territories of [[], ['no'], ['NO', 'NO']]) expect((await patch(release._id, { territories })).status).toBe(400);
    expect((await callApi(app, 'GET', `/releases/${release._id}`, { token: owner.token })).body.territories).toEqual(['WORLD']);
  });

  it('takes the countries from the create form, joined by commas', async () => {
    const release = await newSingle({ territories: 'NO,SE', previouslyReleased: 'true', previousDistributor: 'tunecore', originalReleaseDate: '2019-05-01T12:00:00.000Z' });
    expect(release).toMatchObject({ territories: ['NO', 'SE'], previouslyReleased: true, previousDistributor: 'tunecore', missingFields: [] });
  });
});

describe('previously released', () => {
  it('asks a release that was out before for its previous distributor and an earlier original date before review', async () => {
    const release = await newSingle();
    expect(release).toMatchObject({ previouslyReleased: false, previousDistributor: null });
    const before = await patch(release._id, { previouslyReleased: true });
    expect(before.status).toBe(200);
    expect(before.body.missingFields.map((field: { code: string }) => field.code)).toEqual(['PREVIOUS_RELEASE_DATE_EARLIER', 'PREVIOUS_DISTRIBUTOR_REQUIRED']);
    const submit = await callApi(app, 'POST', `/releases/${release._id}/submit`, { token: owner.token });
    expect(submit.status).toBe(422);
    const complete = await patch(release._id, { previousDistributor: 'distrokid', originalReleaseDate: '2019-05-01T00:00:00.000Z' });
    expect(complete.body).toMatchObject({ previouslyReleased: true, previousDistributor: 'distrokid', originalReleaseDate: '2019-05-01T12:00:00.000Z', missingFields: [] });
  });

  it('forgets the previous distributor of a release that was not out before', async () => {
    const release = await newSingle();
    expect((await patch(release._id, { previouslyReleased: true, previousDistributor: 'cdbaby' })).body.previousDistributor).toBe('cdbaby');
    expect((await patch(release._id, { previouslyReleased: false })).body).toMatchObject({ previouslyReleased: false, previousDistributor: null });
    expect((await patch(release._id, { previousDistributor: 'napster' })).status).toBe(400);
  });
});

describe('the delivery payload', () => {
  it('carries the territories and the previous release', async () => {
    const release = await newSingle();
    await patch(release._id, { territories: ['NO', 'SE'], previouslyReleased: true, previousDistributor: 'unitedMasters', originalReleaseDate: '2020-02-02T12:00:00.000Z' });
    await app.db.query(`update releases set status = 'PENDING', upc = '036000291452', isrc = 'QZDEL2699001' where id = $1`, [release._id]);
    await app.db.query(`update release_tracks set isrc = 'QZDEL2699001' where release_id = $1`, [release._id]);
    const { status, body } = await callApi(app, 'GET', `/releases/${release._id}/nm`, { token: owner.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ territories: ['NO', 'SE'], previouslyReleased: true, previousDistributor: 'unitedMasters', originalReleaseDate: '2020-02-02' });
  });
});
