/** A heartbeat is sent at once after joining, then this often (spec 1 §9). */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Without activity for this long the client reports away (spec 1 §4, §9). */
export const AWAY_AFTER_MS = 300_000;

/** What counts as activity (spec 1 §4). */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;
