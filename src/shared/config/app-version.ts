/**
 * The client's version (spec 2 §9). The build writes it to `dist/version.json` with a build id
 * (scripts/build/version-file.mjs reads it from this file); presence, behavioural events and error reports carry it.
 */
export const APP_VERSION = '2025.08.8';
