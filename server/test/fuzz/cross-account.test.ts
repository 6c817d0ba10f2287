import { Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToRoster } from '../../accounts/roster.js';
import { catalogChanged } from '../../catalog/cache.js';
import type { ContractOperation } from '../../contract/document.js';
import { service } from '../../handlers/index.js';
import { insertRelease } from '../../releases/repository/index.js';
import { type DraftValues, EMPTY_DRAFT } from '../../releases/release-types.js';
import { SANDBOX } from '../../verification/sandbox.js';
import { createTestApp, createUser, expectResponseMatchesContract, testContract, type TestUser } from '../helpers.js';
import { type IdSlot, idSlots, NOT_ACCOUNT_OBJECTS, type ObjectKind, placeSlot, slotKey } from './cross-account.js';
import { Random } from './random.js';
import { operationSpec, type OperationSpec, type RequestModel, toInject, validRequest } from './requests.js';
import { SchemaSampler } from './schema-sample.js';

// The second authorization walk of DESIGN.md §3: every operation a regular user may call that
// takes an id, called by account B on account A's object, is refused. B is A's worst neighbour:
// it holds A's verified artist on its roster unverified (what any sign-up naming the artist gets),
// and has objects of its own of every kind. Each attack is paired with the same request on B's own
// object, which must pass the ownership check: the refusal is the rule's, not a broken request's.

const contract = testContract();
const sampler = new SchemaSampler(contract.document);

interface Artist {
  id: string;
  spotifyId: string;
  appleId: string;
}
interface State {
  aReleases: string[];
  bRelease: string;
  /** A resumable upload each account started (tus). */
  aUpload: string;
  bUpload: string;
  /** A cover upload each account completed (what a release form takes as `coverUpload`). */
  aCover: string;
  bCover: string;
}

let app: FastifyInstance;
let a: TestUser;
let b: TestUser;
/** A's verified artist that B holds unverified; A's artist B does not hold; B's own verified artist. */
let artists: { contested: Artist; aOnly: Artist; bOwn: Artist };

async function catalogueArtist(name: string): Promise<Artist> {
  const spotifyId = randomBytes(11).toString('hex');
  const appleId = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const { rows } = await app.db.query<{ id: string }>('insert into artists (name, spotify_id, apple_id) values ($1, $2, $3) returning id', [name, spotifyId, appleId]);
  return { id: rows[0]!.id, spotifyId, appleId };
}

beforeAll(async () => {
  app = await createTestApp();
  a = await createUser(app, { isDistributed: true });
  b = await createUser(app, { isDistributed: true });
  artists = { contested: await catalogueArtist('Contested'), aOnly: await catalogueArtist('A Only'), bOwn: await catalogueArtist('B Own') };
}, 60_000);
afterAll(() => app?.close());

/** Artists, rosters, link and releases as at the start (a control request on B's own may have changed them). */
async function reset(): Promise<State> {
  await app.db.query('delete from user_artists where user_id = any($1::text[])', [[a.user._id, b.user._id]]);
  await app.db.query('delete from releases where owner_id = any($1::text[])', [[a.user._id, b.user._id]]);
  for (const artist of Object.values(artists)) {
    await app.db.query('update artists set spotify_id = $2, apple_id = $3 where id = $1', [artist.id, artist.spotifyId, artist.appleId]);
  }
  catalogChanged(app.db);
  await addToRoster(app.db, a.user._id, artists.contested.id, { spotify: true });
  await addToRoster(app.db, a.user._id, artists.aOnly.id, { spotify: true });
  await addToRoster(app.db, b.user._id, artists.contested.id);
  await addToRoster(app.db, b.user._id, artists.bOwn.id, { spotify: true });
  await app.db.query('update users set linked_artist_id = $2 where id = $1', [b.user._id, artists.bOwn.id]);
  const release = (ownerId: string, artistId: string, status: 'DRAFT' | 'PENDING') =>
    insertRelease(app.db, { ownerId, status, values: { ...DRAFT, artistId, title: `${status} of ${ownerId}` } });
  const upload = async (owner: string, kind: 'audio' | 'cover' = 'audio') => {
    const id = randomBytes(12).toString('hex');
    const { store } = app.resumableUploads;
    await store.create(new Upload({ id, size: 16, offset: 0, metadata: { kind, owner }, creation_date: new Date().toISOString() }));
    if (kind === 'cover') await store.write(Readable.from([randomBytes(16)]), id, 0);
    return id;
  };
  return {
    aReleases: [await release(a.user._id, artists.contested.id, 'DRAFT'), await release(a.user._id, artists.aOnly.id, 'PENDING')],
    bRelease: await release(b.user._id, artists.bOwn.id, 'DRAFT'),
    aUpload: await upload(a.user._id),
    bUpload: await upload(b.user._id),
    aCover: await upload(a.user._id, 'cover'),
    bCover: await upload(b.user._id, 'cover'),
  };
}

/** The columns a stored release needs (the rest of a release's rules are not this walk's concern). */
const NOON = '2026-03-01T12:00:00.000Z';
const DRAFT: DraftValues = { ...EMPTY_DRAFT, label: 'Test Records', format: 'SINGLE', primaryGenre: 'Pop', audioLanguage: 'English', releaseDate: NOON, originalReleaseDate: NOON };

const platformId = (operation: ContractOperation, artist: Artist) => (operation.operationId === 'verifyAppleArtist' ? artist.appleId : artist.spotifyId);

/** A's objects of a kind (what B attacks). */
function theirs(kind: ObjectKind, operation: ContractOperation, state: State): string[] {
  switch (kind) {
    case 'release':
      return state.aReleases;
    case 'artist':
      return [artists.contested.id, artists.aOnly.id];
    case 'rosterArtist':
      return [artists.aOnly.id];
    case 'account':
      return [a.user._id];
    case 'platformArtist':
      return [platformId(operation, artists.contested), platformId(operation, artists.aOnly)];
    case 'upload':
      return [state.aUpload];
    case 'coverUpload':
      return [state.aCover];
  }
}

/** B's own object of a kind (the control, and every other id slot of the request). */
function own(kind: ObjectKind, operation: ContractOperation, state: State): string {
  switch (kind) {
    case 'release':
      return state.bRelease;
    case 'artist':
    case 'rosterArtist':
      return artists.bOwn.id;
    case 'account':
      return b.user._id;
    case 'platformArtist':
      return platformId(operation, artists.bOwn);
    case 'upload':
      return state.bUpload;
    case 'coverUpload':
      return state.bCover;
  }
}

type Placed = { slot: IdSlot; kind: ObjectKind };

function carries(model: RequestModel, slot: IdSlot, value: string): boolean {
  if (slot.in === 'path') return decodeURIComponent(model.path[slot.name] ?? '') === value;
  if (slot.in === 'query') return model.query.some(([name, text]) => name === slot.name && decodeURIComponent(text) === value);
  return (model.body?.value as Record<string, unknown> | undefined)?.[slot.name] === value;
}

/**
 * A release form keeps only its id fields: the form's file and JSON parts are read before the
 * rules run, and a generated part the form reader refuses (400) would hide the ownership answer.
 */
function idFieldsOnly(value: unknown, placed: Placed[]): Record<string, unknown> {
  const fields = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(fields).filter(([name]) => placed.some((entry) => entry.slot.name === name)));
}

/** A request passing every schema with `value` in `slot` and B's own objects in the other id slots. */
function request(spec: OperationSpec, placed: Placed[], target: Placed, value: string, state: State, random: Random): RequestModel {
  const attacksAccount = target.kind === 'account' && value === a.user._id;
  const override = (name: string) => {
    if (name === target.slot.name) return value;
    const other = placed.find((entry) => entry.slot.name === name);
    if (other) return own(other.kind, spec.operation, state);
    if (name === 'accountEmail') return attacksAccount ? a.email : b.email;
    if (name === 'artistPassword' || name === 'distrokidPassword') return SANDBOX.password;
    return undefined;
  };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const model = validRequest(sampler, spec, random, override);
    if (model.body?.media.mediaType === 'multipart/form-data') model.body.value = idFieldsOnly(model.body.value, placed);
    if (model.valid && carries(model, target.slot, value)) return model;
  }
  throw new Error(`${slotKey(spec.operation, target.slot)}: no valid request carries ${value}`);
}

/** The field error a form's unusable upload id gets (whosever it is, so none is revealed). */
const uploadUnfound = (response: { statusCode: number; body: string }) => response.statusCode === 422 && response.body.includes('"UPLOAD_NOT_FOUND"');

/** The upload is still there, whole (a refused form did not take it from its owner). */
async function completedUpload(id: string): Promise<boolean> {
  const upload = await app.resumableUploads.store.getUpload(id).catch(() => null);
  return upload !== null && upload.size !== undefined && upload.offset === upload.size;
}

it('refuses account B every operation with an id on account A’s objects', async () => {
  const random = new Random('cross-account');
  const failures: string[] = [];
  const attacked = new Set<string>();
  const operations = contract.operations.filter((operation) => operation.roles.includes('USER') && operation.operationId in service);
  for (const [index, operation] of operations.entries()) {
    const spec = operationSpec(contract.document, operation, true);
    const placed: Placed[] = [];
    const targets: { target: Placed; expect: string }[] = [];
    for (const slot of idSlots(contract.document, spec)) {
      const placement = placeSlot(operation, slot);
      if (!placement) failures.push(`${slotKey(operation, slot)}: an id slot the matrix cannot place (cross-account.ts)`);
      else if ('kind' in placement) {
        placed.push({ slot, kind: placement.kind });
        targets.push({ target: { slot, kind: placement.kind }, expect: placement.expect });
      }
    }
    for (const { target, expect: expectation } of targets) {
      const key = slotKey(operation, target.slot);
      const send = (model: RequestModel) => app.inject({ ...toInject(model, b.token), remoteAddress: `10.9.${index}.1` });
      const count = theirs(target.kind, operation, { aReleases: ['', ''], bRelease: '', aUpload: '', bUpload: '', aCover: '', bCover: '' }).length;
      for (let which = 0; which < count; which += 1) {
        // Fresh objects for each attack: the ids are those of this state.
        const state = await reset();
        const value = theirs(target.kind, operation, state)[which]!;
        const response = await send(request(spec, placed, target, value, state, random.fork(`${key}/${value}`)));
        attacked.add(key);
        expectResponseMatchesContract(response, operation);
        const leaks = state.aReleases.some((id) => response.body.includes(id));
        const refused =
          expectation === 'claimed'
            ? response.statusCode === 409
            : expectation === 'unfound'
              ? uploadUnfound(response) && (await completedUpload(state.aCover))
              : [403, 404].includes(response.statusCode) || (expectation === 'hidden' && response.statusCode === 200 && !leaks);
        if (!refused) failures.push(`${key} on A's ${target.kind} ${value}: ${response.statusCode} ${response.body.slice(0, 160)}`);

        // The control: the same request on B's own object gets past the ownership check.
        const mine = await reset();
        const control = await send(request(spec, placed, target, own(target.kind, operation, mine), mine, random.fork(`${key}/own`)));
        if ([401, 403, 404, ...(expectation === 'claimed' ? [409] : [])].includes(control.statusCode) || uploadUnfound(control)) {
          failures.push(`${key} control on B's own ${target.kind}: ${control.statusCode} ${control.body.slice(0, 160)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  // The walk reached the operations the issue names (and did not silently place nothing).
  for (const key of ['patchReleaseDraft/path:id', 'deleteReleaseDraft/path:id', 'replaceReleaseCover/path:id', 'getArtistPayouts/path:id', 'createReleaseDraft/body:artistId', 'replaceReleaseCover/body:coverUpload']) {
    expect(attacked, key).toContain(key);
  }
  const known = new Set(operations.flatMap((operation) => idSlots(contract.document, operationSpec(contract.document, operation, true)).map((slot) => slotKey(operation, slot))));
  expect(Object.keys(NOT_ACCOUNT_OBJECTS).filter((key) => !known.has(key)), 'allow-list entries the contract no longer has').toEqual([]);
}, 120_000);
