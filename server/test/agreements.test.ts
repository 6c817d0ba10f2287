import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '../agreements/acceptances.js';
import { AGREEMENTS } from '../agreements/texts.js';
import { COMPANY_GROUP_NAME } from '../../src/shared/config/company.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, expectStatedRule, type TestUser } from './helpers.js';
import { createSingle, userWithArtist } from './release-fixtures.js';

const CURRENT = AGREEMENTS.USER_AGREEMENT.version;
const DISTRIBUTION = AGREEMENTS.DISTRIBUTION_AGREEMENT.version;

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => app?.close());

let count = 0;
const signUpFields = () => ({
  firstName: 'Ines',
  lastName: 'Agree',
  email: `ines${++count}@example.test`,
  artistName: 'Ines',
  password: 'a-long-password',
  phoneNumber: '+1 415 555 0100',
});

describe('GET /agreements', () => {
  it('gives both current texts and versions to anyone, naming the company', async () => {
    const { status, body } = await callApi(app, 'GET', '/agreements');
    expect(status).toBe(200);
    expect(body.agreements.map((entry: { type: string; version: string }) => [entry.type, entry.version])).toEqual([
      ['USER_AGREEMENT', CURRENT],
      ['DISTRIBUTION_AGREEMENT', DISTRIBUTION],
    ]);
    expect(JSON.stringify(body)).toContain(COMPANY_GROUP_NAME);
  });
});

describe('the user agreement at sign-up', () => {
  it.each(['/auth/user-sign-up', '/auth/artist-sign-up'])('%s refuses without the accepted version (400), and an outdated one (409)', async (path) => {
    const missing = await callApi(app, 'POST', path, { payload: signUpFields() });
    expectStatedRule(missing, { method: 'POST', path, status: 400 });
    expect(missing.body.message).toBe(AGREEMENT_MESSAGES.signUpRequired);
    const outdated = await callApi(app, 'POST', path, { payload: { ...signUpFields(), acceptedUserAgreementVersion: '2020-01-01' } });
    expect(outdated.status).toBe(409);
    expect(outdated.body).toMatchObject({ code: 'AGREEMENT_VERSION_OUTDATED', agreementType: 'USER_AGREEMENT', currentVersion: CURRENT });
  });

  it('records the acceptance with its time, address and browser; the admin sees it', async () => {
    const fields = signUpFields();
    const answer = await callApi(app, 'POST', '/auth/user-sign-up', {
      payload: { ...fields, ...ACCEPTED_USER_AGREEMENT },
      ip: '198.51.100.23',
      headers: { 'user-agent': 'AgreementTest/1.0' },
    });
    expect(answer.status).toBe(201);
    const { rows } = await app.db.query<{ id: string }>('select id from users where email = $1', [fields.email]);
    const details = await callApi(app, 'GET', `/admin/users/${rows[0]!.id}`, { token: admin.token });
    expect(details.body.agreements).toEqual([
      { type: 'USER_AGREEMENT', version: CURRENT, acceptedAt: expect.any(String), ipAddress: '198.51.100.23', userAgent: 'AgreementTest/1.0' },
    ]);
  });
});

describe('/user/agreements', () => {
  it('lists what is outstanding, accepts only the current version and keeps every acceptance', async () => {
    const user = await createUser(app, { acceptedAgreements: false });
    const before = await callApi(app, 'GET', '/user/agreements', { token: user.token });
    expect(before.body).toEqual({ acceptances: [], outstanding: ['USER_AGREEMENT', 'DISTRIBUTION_AGREEMENT'] });

    const stale = await callApi(app, 'POST', '/user/agreements', { token: user.token, payload: { type: 'USER_AGREEMENT', version: '2020-01-01' } });
    expectStatedRule(stale, { method: 'POST', path: '/user/agreements', status: 409 });
    expect(stale.body).toMatchObject({ code: 'AGREEMENT_VERSION_OUTDATED', currentVersion: CURRENT });

    const accepted = await callApi(app, 'POST', '/user/agreements', { token: user.token, payload: { type: 'USER_AGREEMENT', version: CURRENT } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.outstanding).toEqual(['DISTRIBUTION_AGREEMENT']);
    expect(accepted.body.acceptances).toMatchObject([{ type: 'USER_AGREEMENT', version: CURRENT }]);
  });

  it('asks again when only an older version was accepted', async () => {
    const user = await createUser(app);
    await app.db.query(`update agreement_acceptances set version = '2020-01-01' where user_id = $1`, [user.user._id]).then(
      () => expect.unreachable('acceptances are append-only'),
      (error: Error) => expect(error.message).toContain('append-only'),
    );
    await app.db.query(`delete from agreement_acceptances where user_id = $1 and type = 'USER_AGREEMENT'`, [user.user._id]);
    await app.db.query(`insert into agreement_acceptances (user_id, type, version, ip_address) values ($1, 'USER_AGREEMENT', '2020-01-01', '127.0.0.1')`, [user.user._id]);
    const { body } = await callApi(app, 'GET', '/user/agreements', { token: user.token });
    expect(body.outstanding).toEqual(['USER_AGREEMENT']);
  });

  it('refuses visitors', async () => {
    expect((await callApi(app, 'GET', '/user/agreements')).status).toBe(401);
  });
});

describe('the distribution agreement at submission', () => {
  it('refuses the first submission with 428 until the owner accepts, then submits', async () => {
    const owner = await userWithArtist(app, 'First Timer', { acceptedAgreements: false });
    const created = await createSingle(app, owner);
    const path = `/releases/${created.body._id}/submit`;

    const refused = await callApi(app, 'POST', path, { token: owner.token });
    expectStatedRule(refused, { method: 'POST', path, status: 428 });
    expect(refused.body).toMatchObject({ code: 'AGREEMENT_NOT_ACCEPTED', agreementType: 'DISTRIBUTION_AGREEMENT', currentVersion: DISTRIBUTION });
    const byAdmin = await callApi(app, 'POST', path, { token: admin.token });
    expect([byAdmin.status, byAdmin.body.message]).toEqual([428, AGREEMENT_MESSAGES.ownerRequired]);

    await callApi(app, 'POST', '/user/agreements', { token: owner.token, payload: { type: 'DISTRIBUTION_AGREEMENT', version: DISTRIBUTION } });
    const submitted = await callApi(app, 'POST', path, { token: owner.token });
    expect([submitted.status, submitted.body.status]).toEqual([200, 'PENDING']);
  });

  it('asks again after a new version (AGREEMENT_VERSION_OUTDATED)', async () => {
    const owner = await userWithArtist(app, 'Old Version', { acceptedAgreements: false });
    await app.db.query(`insert into agreement_acceptances (user_id, type, version, ip_address) values ($1, 'DISTRIBUTION_AGREEMENT', '2020-01-01', '127.0.0.1')`, [owner.user._id]);
    const created = await createSingle(app, owner);
    const refused = await callApi(app, 'POST', `/releases/${created.body._id}/submit`, { token: owner.token });
    expect([refused.status, refused.body.code]).toEqual([428, 'AGREEMENT_VERSION_OUTDATED']);
  });
});
