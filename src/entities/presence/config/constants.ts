/** The application version sent with every join (spec 1 §1). */
export const PRESENCE_APP_VERSION = '2025.08.8';

/** Where the admin feed is served, under the presence base URL (spec 1 §7). */
export const PRESENCE_STREAM_PATH = '/user-presence';

/** Wait before the feed reconnects unless the server sent `retry:` (spec 1 §9). */
export const PRESENCE_STREAM_RETRY_MS = 1000;
