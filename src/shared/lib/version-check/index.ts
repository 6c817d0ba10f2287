export { startVersionCheck, VERSION_CHECK_INTERVAL_MS, VERSION_FILE_URL, versionOf } from './version-check';
export type { VersionCheckOptions } from './version-check';
