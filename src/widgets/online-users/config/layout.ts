/** The header badge shows at most this number (spec 1 §9 "online badge cap 99"). */
export const ONLINE_BADGE_CAP = 99;

/** Popover measures (spec 1 §2, §9). */
export const ONLINE_USERS_POPOVER = { width: 360, maxHeight: 480, listMaxHeight: 440 } as const;

/** First guesses of a row's height before it is measured (collapsed, expanded). */
export const ROW_HEIGHT_ESTIMATE = { collapsed: 60, expanded: 300 } as const;
