/** localStorage key of the display settings (spec 1 §3 "Settings"). */
export const SETTINGS_STORAGE_KEY = 'royalty-desk.settings';
