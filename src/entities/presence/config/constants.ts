import { APP_VERSION } from '@/shared/config';

/** The application version sent with every join (spec 1 §1). */
export const PRESENCE_APP_VERSION = APP_VERSION;

/** Where the admin feed is served, under the presence base URL (spec 1 §7). */
export const PRESENCE_STREAM_PATH = '/user-presence';

/** Feed events are applied together, at most once per this many ms (a list update per batch). */
export const PRESENCE_FEED_BATCH_MS = 100;
