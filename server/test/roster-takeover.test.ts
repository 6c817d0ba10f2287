import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToRoster } from '../accounts/roster.js';
import { MANAGE_MESSAGES } from '../catalog/artists.js';
import { ACCESS_MESSAGES } from '../releases/release-access.js';
import { CLAIM_MESSAGES } from '../verification/claim-rules.js';
import { SANDBOX } from '../verification/sandbox.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, readMailbox, type TestUser } from './helpers.js';
import { coverJpeg, createSingle, releaseForm, singleFields } from './release-fixtures.js';

// Issue #34: anyone may put a catalogue artist on their roster (sign-up names it, an invite names
// it), so holding an artist must grant nothing of another account's: releases belong to the account
// that made them, and an unverified hold of an artist someone else verified grants no money or
// analytics of it. Every way an artist reaches a roster is walked here, each followed by the same
// attempts on the owner's objects.

let app: FastifyInstance;
let owner: TestUser & { artistId: string };
let admin: TestUser;
let artist: { id: string; spotifyId: string; appleId: string };
let draftId: string;
let pendingId: string;
const OWNER_TITLE = 'Test Single';

async function catalogueArtist(name: string) {
  const spotifyId = `sp${randomBytes(10).toString('hex')}`;
  const appleId = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const { rows } = await app.db.query<{ id: string }>('insert into artists (name, spotify_id, apple_id) values ($1, $2, $3) returning id', [name, spotifyId, appleId]);
  return { id: rows[0]!.id, spotifyId, appleId };
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
  artist = await catalogueArtist('Luna Vale');
  const account = await createUser(app, { isDistributed: true });
  await addToRoster(app.db, account.user._id, artist.id, { spotify: true });
  owner = { ...account, artistId: artist.id };
  draftId = (await createSingle(app, owner)).body._id;
  pendingId = (await createSingle(app, owner)).body._id;
  expect((await callApi(app, 'POST', `/releases/${pendingId}/submit`, { token: owner.token })).status).toBe(200);
}, 60_000);
afterAll(() => app?.close());

let count = 0;
function signUpFields(overrides: Record<string, unknown> = {}) {
  count += 1;
  return { firstName: 'Eve', lastName: 'Taker', email: `taker${count}@example.test`, artistName: 'Luna Vale', password: 'a-long-password', phoneNumber: '+1 415 555 0100', ...ACCEPTED_USER_AGREEMENT, ...overrides };
}

/** Finishes a sign-up with the mailed code; answers the signed-in account. */
async function confirm(email: string, password: string): Promise<TestUser> {
  const [mail] = await readMailbox(app, email);
  const code = mail!.text.match(/\b(\d{6})\b/)![1];
  const { status, body } = await callApi(app, 'POST', '/auth/verify-code', { payload: { email, code } });
  expect(status).toBe(200);
  return { user: body.user, token: body.token, email, password };
}

/** The taker's way in, as probed: artist sign-up naming the owner's artist by its Spotify id. */
async function artistSignUp(): Promise<TestUser> {
  const fields = signUpFields({ artistId: artist.spotifyId });
  expect((await callApi(app, 'POST', '/auth/artist-sign-up', { payload: fields })).status).toBe(201);
  return confirm(fields.email, fields.password);
}

const rosterEntryOf = async (user: TestUser) => {
  const { body } = await callApi(app, 'GET', '/artists/roster', { token: user.token });
  return body.find((entry: { _artist: { _id: string } }) => entry._artist._id === artist.id) as { _artist: { isVerified: Record<string, boolean> } } | undefined;
};

/**
 * The taker holds the artist unverified, and every call on the owner's releases and on the
 * artist's money and analytics is refused; the owner's objects are untouched. `managed`: the
 * taker's own artists, the only ones their analytics summary counts.
 */
async function expectLockedOut(taker: TestUser, { managed = 0 } = {}) {
  expect((await rosterEntryOf(taker))?._artist.isVerified).toEqual({});
  expect((await callApi(app, 'GET', `/artists/${artist.id}`, { token: taker.token })).body.isVerified).toEqual({});
  const as = { token: taker.token };
  const refusedRelease = (answer: { status: number; body: { message?: string } }, label: string) =>
    expect([answer.status, answer.body.message], label).toEqual([403, ACCESS_MESSAGES.notYours]);
  const cover = releaseForm({ coverArt: { bytes: await coverJpeg(), fileName: 'c.jpg', type: 'image/jpeg' } });
  const form = releaseForm({ ...singleFields(artist.id), title: 'Taken' });
  for (const id of [draftId, pendingId]) {
    refusedRelease(await callApi(app, 'GET', `/releases/${id}`, as), `GET ${id}`);
    refusedRelease(await callApi(app, 'GET', `/releases/${id}/nm`, as), `GET nm ${id}`);
    refusedRelease(await callApi(app, 'PATCH', `/releases/${id}`, { ...as, payload: { title: 'Taken' } }), `PATCH ${id}`);
    refusedRelease(await callApi(app, 'PATCH', `/releases/drafts/${id}`, { ...as, payload: { title: 'Taken' } }), `PATCH draft ${id}`);
    refusedRelease(await callApi(app, 'PUT', `/releases/drafts/${id}`, { ...as, payload: form.payload, headers: form.headers }), `PUT ${id}`);
    refusedRelease(await callApi(app, 'PUT', `/releases/drafts/${id}/cover`, { ...as, payload: cover.payload, headers: cover.headers }), `cover ${id}`);
    refusedRelease(await callApi(app, 'PATCH', `/releases/drafts/${id}/copyright`, { ...as, payload: { label: 'Taken' } }), `copyright ${id}`);
    refusedRelease(await callApi(app, 'POST', `/releases/${id}/submit`, as), `submit ${id}`);
    refusedRelease(await callApi(app, 'DELETE', `/releases/drafts/${id}`, as), `DELETE ${id}`);
  }
  for (const query of ['', `?artistId=${artist.id}`]) {
    const list = await callApi(app, 'GET', `/releases${query}`, as);
    expect([list.status, list.body.total]).toEqual([200, 0]);
  }

  const refusedArtist = (answer: { status: number; body: { message?: string } }, label: string) =>
    expect([answer.status, answer.body.message], label).toEqual([403, MANAGE_MESSAGES.verifiedElsewhere]);
  for (const path of ['payouts', 'unclaimed-royalties', 'analytics', 'usage']) {
    refusedArtist(await callApi(app, 'GET', `/artists/${artist.id}/${path}`, as), path);
  }
  refusedArtist(await callApi(app, 'GET', `/tracks?artistId=${artist.id}`, as), 'tracks');
  refusedArtist(await callApi(app, 'PUT', `/artists/${artist.id}`, { ...as, payload: { name: 'Taken' } }), 'rename');
  refusedArtist(await createSingle(app, { token: taker.token, artistId: artist.id }), 'new release');
  const invite = { inviteType: 'SIGNUP_INVITE', inviteeArtistId: artist.spotifyId, inviteeEmail: `x${count}@example.test`, inviteeRole: 'ARTIST', inviterArtistId: artist.id };
  refusedArtist(await callApi(app, 'POST', '/user/invites', { ...as, payload: invite }), 'invite as the artist');
  const summary = await callApi(app, 'GET', '/analytics/summary', as);
  expect(summary.body.artists.total).toBe(managed);
  if (managed === 0) expect(summary.body.estimatedEarnings.amount).toBe(0);

  const mine = await callApi(app, 'GET', `/releases/${draftId}`, { token: owner.token });
  expect([mine.status, mine.body.title, mine.body.status]).toEqual([200, OWNER_TITLE, 'DRAFT']);
  expect((await callApi(app, 'GET', `/releases/${pendingId}`, { token: owner.token })).body.status).toBe('PENDING');
}

describe('an artist another account verified, reaching a roster', () => {
  it('is the owner’s to manage: releases, money and analytics answer the owner', async () => {
    for (const path of ['payouts', 'unclaimed-royalties', 'analytics', 'usage']) {
      expect((await callApi(app, 'GET', `/artists/${artist.id}/${path}`, { token: owner.token })).status, path).toBe(200);
    }
    expect((await callApi(app, 'GET', `/releases?artistId=${artist.id}`, { token: owner.token })).body.total).toBe(2);
    expect((await callApi(app, 'GET', '/analytics/summary', { token: owner.token })).body.artists.total).toBe(1);
  });

  it('by artist sign-up: on the roster unverified, nothing of the owner’s; status news go to the owner only', async () => {
    const taker = await artistSignUp();
    await expectLockedOut(taker);
    const publish = vi.spyOn(app.userEvents, 'publish');
    try {
      const rejected = await callApi(app, 'POST', `/releases/${(await createSingle(app, owner)).body._id}/submit`, { token: owner.token });
      await callApi(app, 'POST', `/releases/${rejected.body._id}/reject`, { token: admin.token, payload: { reason: 'Audio clips.' } });
      const recipients = publish.mock.calls.filter(([, event]) => event === 'release-status').map(([userIds]) => userIds);
      expect(recipients).toEqual([[owner.user._id], [owner.user._id]]);
    } finally {
      publish.mockRestore();
    }
  });

  it('by invite sign-up: an invite naming the artist puts it on the roster unverified and linked, nothing more', async () => {
    const inviter = await createUser(app);
    const fields = signUpFields();
    const sent = await callApi(app, 'POST', '/user/invites', {
      token: inviter.token,
      payload: { inviteType: 'SIGNUP_INVITE', inviteeArtistId: artist.spotifyId, inviteeEmail: fields.email, inviteeRole: 'ARTIST' },
    });
    expect(sent.status).toBe(201);
    const [mail] = await readMailbox(app, fields.email);
    const inviteCode = mail!.text.match(/inviteCode=([A-Z0-9]+)/)![1];
    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload: { ...fields, inviteCode } })).status).toBe(201);
    const taker = await confirm(fields.email, fields.password);
    expect((await callApi(app, 'GET', '/user', { token: taker.token })).body._artist._id).toBe(artist.id);
    await expectLockedOut(taker);
  });

  it('by linking it: the linked artist of an unverified hold grants nothing either', async () => {
    const taker = await artistSignUp();
    expect((await callApi(app, 'POST', '/user/link-artist', { token: taker.token, payload: { artistId: artist.id } })).status).toBe(200);
    await expectLockedOut(taker);
  });

  it('by verification: refused (409) on every platform, even for a label account with another artist verified', async () => {
    const taker = await artistSignUp();
    await app.db.query('update users set is_label = true where id = $1', [taker.user._id]);
    const login = () => ({ artistUsername: `taker${(count += 1)}@sandbox.test`, artistPassword: SANDBOX.password, sessionId: `session-${count}` });
    const attempts = [
      ['/spotify/onboarding', { ...login(), artistId: artist.spotifyId }],
      ['/apple/onboarding', { ...login(), artistId: artist.appleId }],
      ['/distrokid/onboarding', { distrokidEmail: `taker${(count += 1)}@sandbox.test`, distrokidPassword: SANDBOX.password, artistSpotifyId: artist.spotifyId }],
    ] as const;
    for (const [path, payload] of attempts) {
      const answer = await callApi(app, 'POST', path, { token: taker.token, payload });
      expect([answer.status, answer.body.message], path).toEqual([409, CLAIM_MESSAGES.claimed]);
    }
    // A verified artist of their own proves nothing about this one.
    const own = await catalogueArtist('Own Artist');
    expect((await callApi(app, 'POST', '/spotify/onboarding', { token: taker.token, payload: { ...login(), artistId: own.spotifyId } })).status).toBe(200);
    await expectLockedOut(taker, { managed: 1 });
    expect((await callApi(app, 'GET', `/artists/${own.id}/payouts`, { token: taker.token })).status).toBe(200);
  });

  it('by an admin’s claim (verified or not): refused (409), the admin’s roster unchanged', async () => {
    for (const skipVerification of [true, false]) {
      const answer = await callApi(app, 'POST', '/admin/artists/claim', { token: admin.token, payload: { artistId: artist.spotifyId, skipVerification } });
      expect([answer.status, answer.body.message]).toEqual([409, CLAIM_MESSAGES.claimed]);
    }
    expect(await rosterEntryOf(admin)).toBeUndefined();
  });

  it('by an admin linking it to a user: verified by the admin’s decision, still none of the owner’s releases', async () => {
    const user = await createUser(app);
    const linked = await callApi(app, 'POST', '/admin/users/link-artist', { token: admin.token, payload: { userId: user.user._id, artistId: artist.id } });
    expect(linked.status).toBe(200);
    expect((await rosterEntryOf(user))?._artist.isVerified).toEqual({ spotify: true });
    for (const id of [draftId, pendingId]) {
      expect((await callApi(app, 'GET', `/releases/${id}`, { token: user.token })).status).toBe(403);
      expect((await callApi(app, 'PATCH', `/releases/drafts/${id}`, { token: user.token, payload: { title: 'Taken' } })).status).toBe(403);
    }
    expect((await callApi(app, 'GET', '/releases', { token: user.token })).body.total).toBe(0);
  });

  it('unverified by anyone: each holder manages it, and still sees only their own releases', async () => {
    const shared = await catalogueArtist('Nobody Verified');
    const first = await createUser(app);
    const second = await createUser(app);
    for (const user of [first, second]) await addToRoster(app.db, user.user._id, shared.id);
    const release = await createSingle(app, { token: first.token, artistId: shared.id });
    expect(release.status).toBe(201);
    expect((await callApi(app, 'GET', `/artists/${shared.id}/payouts`, { token: second.token })).status).toBe(200);
    expect((await callApi(app, 'GET', `/releases/${release.body._id}`, { token: second.token })).status).toBe(403);
    expect((await callApi(app, 'GET', '/releases', { token: second.token })).body.total).toBe(0);
  });
});
