import type { components } from '../generated/openapi.js';

type Schemas = components['schemas'];

export type PresenceUser = Schemas['PresenceUser'];
/** What a join, an update or a remote copy may change: every field but the id. */
export type PresencePatch = Partial<Omit<PresenceUser, 'userId'>>;

/** What subscribers of the stream see; users' heartbeats are deliberately not among them. */
export type PresenceEvent =
  | { type: 'join'; user: PresenceUser }
  | { type: 'update'; userId: string; patch: PresencePatch }
  | { type: 'leave'; userId: string };
