import type { ContractOperation, OpenApiDocument } from '../../contract/document.js';
import { resolveRef } from '../../contract/document.js';
import type { OperationSpec } from './requests.js';

/**
 * The id slots of the contract's operations, found from the document (never listed by hand): path
 * parameters, and query parameters and top-level body fields whose names say they carry an id (or
 * an upload's id: `coverUpload`). A
 * new operation with an id is in the cross-account matrix by itself; a slot this file cannot
 * place fails the matrix until it is placed here (or allow-listed, with the reason).
 */
export interface IdSlot {
  in: 'path' | 'query' | 'body';
  name: string;
}

const ID_NAME = /(^id$|Id$|Ids$|Upload$)/;

type SchemaNode = { $ref?: string; properties?: Record<string, unknown>; allOf?: unknown[]; oneOf?: unknown[]; anyOf?: unknown[] };

function topLevelProperties(document: OpenApiDocument, raw: unknown): string[] {
  const schema = resolveRef(document, raw) as SchemaNode | undefined;
  if (!schema) return [];
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...parts.flatMap((part) => topLevelProperties(document, part))];
}

export function idSlots(document: OpenApiDocument, spec: OperationSpec): IdSlot[] {
  const slots: IdSlot[] = [];
  for (const parameter of spec.parameters) {
    if (parameter.in === 'path' || (parameter.in === 'query' && ID_NAME.test(parameter.name))) slots.push({ in: parameter.in, name: parameter.name });
  }
  const bodyFields = new Set((spec.body?.media ?? []).flatMap((media) => topLevelProperties(document, media.at.schema)));
  for (const name of bodyFields) if (ID_NAME.test(name)) slots.push({ in: 'body', name });
  return slots;
}

/** What account A owns, and what the caller B holds of its own, by kind of object. */
export type ObjectKind = 'release' | 'artist' | 'rosterArtist' | 'account' | 'platformArtist' | 'upload' | 'coverUpload';

/**
 * How a slot is held to the rule: `refused` (403 or 404), `claimed` (409: verification of an
 * artist another account verified), `hidden` (a filter of the caller's own list: answered, with
 * nothing of A's in it), `unfound` (a form's upload field: the 422 field error `UPLOAD_NOT_FOUND`
 * that any unknown id gets, and A's upload left whole).
 */
export type Expectation = 'refused' | 'claimed' | 'hidden' | 'unfound';

export type Placement = { kind: ObjectKind; expect: Expectation } | { publicBecause: string };

const CATALOGUE = 'the catalogue is the same for every account (its pages are reached from the global search)';

/**
 * Slots whose ids are public by nature, or name something of the caller's own (operationId/slot).
 * Each entry says why; an entry the contract no longer has fails the matrix.
 */
export const NOT_ACCOUNT_OBJECTS: Record<string, string> = {
  'getArtist/path:id': CATALOGUE,
  'getArtistOverview/path:id': `${CATALOGUE}; public figures only, the managed money is under /payouts and /analytics`,
  'listArtistAllTracks/path:id': CATALOGUE,
  'listArtistTracks/path:id': CATALOGUE,
  'getArtistCatalog/path:id': CATALOGUE,
  'getArtistCatalog/query:albumId': CATALOGUE,
  'getArtistCanvas/path:id': CATALOGUE,
  'getArtistDiscography/path:id': CATALOGUE,
  'getArtistMetadata/path:id': CATALOGUE,
  'listAlbumTracks/path:albumId': CATALOGUE,
  'getAlbum/path:albumId': CATALOGUE,
  'getTrack/path:trackId': CATALOGUE,
  'getWriter/path:id': CATALOGUE,
  'getWriterDiscography/path:id': CATALOGUE,
  'listWorks/query:writerId': `${CATALOGUE}: a writer filter of the caller's own works`,
  'searchProviderArtists/query:excludeIds': 'artists left out of a catalogue search',
  'getUserPost/path:postId': 'posts are published to their audience, not owned by an account',
  'disconnectUserIntegration/path:platform': 'names a platform of the caller’s own account',
  'searchPlatformArtists/path:platform': 'names a platform',
  'updateArtist/body:appleId': 'a platform id being set on the artist (the path id is the object)',
  'createInvite/body:inviteeArtistId': 'an invite may name any platform artist; its holder gets nothing of another account (roster-takeover.test.ts)',
  'verifySpotifyArtist/body:sessionId': 'the caller’s own platform-login session',
  'verifyAppleArtist/body:sessionId': 'the caller’s own platform-login session',
  'verifyDistrokidArtist/body:sessionId': 'the caller’s own platform-login session',
  'collectBehaviorEvents/body:sessionId': 'the caller’s own browsing session',
  'joinPresence/body:pageId': 'the caller’s own page load (a leave or join acts on the caller’s presence only)',
  'leavePresence/body:pageId': 'the caller’s own page load (a leave or join acts on the caller’s presence only)',
};

/** Filters of the caller's own lists: answered, never with another account's objects. */
const OWN_LIST_FILTERS = new Set(['listReleases/query:artistId']);

export const slotKey = (operation: ContractOperation, slot: IdSlot) => `${operation.operationId}/${slot.in}:${slot.name}`;

/** Where a slot's value comes from; undefined when nothing places it (the matrix reports it). */
export function placeSlot(operation: ContractOperation, slot: IdSlot): Placement | undefined {
  const key = slotKey(operation, slot);
  const publicBecause = NOT_ACCOUNT_OBJECTS[key];
  if (publicBecause) return { publicBecause };
  const expect: Expectation = OWN_LIST_FILTERS.has(key) ? 'hidden' : 'refused';
  if (operation.tags.includes('Verification') && /artist/i.test(slot.name)) return { kind: 'platformArtist', expect: 'claimed' };
  if (slot.in === 'path' && slot.name === 'id') {
    if (operation.path.startsWith('/releases/')) return { kind: 'release', expect };
    if (operation.path.startsWith('/artists/')) return { kind: 'artist', expect };
    return undefined;
  }
  // The caller's own roster entry and linked artist: A's is one B does not hold.
  if (['removeRosterArtist', 'linkArtist', 'unlinkArtist'].includes(operation.operationId) && slot.name === 'artistId') return { kind: 'rosterArtist', expect };
  if (slot.name === 'artistId' || slot.name === 'inviterArtistId') return { kind: 'artist', expect };
  if (slot.name === 'userId') return { kind: 'account', expect };
  if (slot.name === 'uploadId') return { kind: 'upload', expect };
  if (slot.name === 'coverUpload') return { kind: 'coverUpload', expect: 'unfound' };
  return undefined;
}
