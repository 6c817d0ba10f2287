/** Spec 2 §8 "Offline". */
export const OFFLINE_BANNER_TEXT = "You're offline. Some features may be limited.";
/** Spec 2 §4, on reconnect. */
export const CONNECTION_RESTORED_TEXT = 'Connection restored!';
