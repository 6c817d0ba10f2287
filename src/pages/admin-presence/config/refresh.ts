/**
 * The table, counts and filters follow the live feed at most once per this many ms: with
 * thousands of users and many events per second, a refresh per batch of events would keep the
 * page busy for little the eye can follow.
 */
export const PRESENCE_TABLE_REFRESH_MS = 400;
