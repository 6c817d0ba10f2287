import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type PresenceUser = Schemas['PresenceUser'];
export type PresenceStatus = Schemas['PresenceStatus'];
export type PresenceArtist = Schemas['PresenceArtist'];
export type PresenceDevice = Schemas['PresenceDevice'];
export type PresenceNetwork = Schemas['PresenceNetwork'];
export type PresenceLocationUpdate = Schemas['PresenceLocationUpdate'];
export type PresenceStatusUpdate = Schemas['PresenceStatusUpdate'];
export type PresenceHeartbeatRequest = Schemas['PresenceHeartbeatRequest'];
export type PresenceHeartbeatResponse = Schemas['PresenceHeartbeatResponse'];
export type PresenceLeaveRequest = Schemas['PresenceLeaveRequest'];

/** Everyone online or away, by userId, in feed order (a join goes last; an update keeps its place). */
export type PresenceUsersById = ReadonlyMap<string, PresenceUser>;

/** One server-sent event of the admin feed: its name (`initial`, `join`, …) and raw data. */
export interface PresenceStreamMessage {
  event: string;
  data: string;
}
