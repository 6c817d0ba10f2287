/** The app's version (spec 2 §9): reported with presence, behavioural events and error reports. */
export const APP_VERSION = '2025.08.8';
