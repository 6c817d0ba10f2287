export { AppVersionCheck } from './ui/app-version-check';
export type { AppVersionCheckProps } from './ui/app-version-check';
export {
  NEW_VERSION_DESCRIPTION,
  NEW_VERSION_TITLE,
  NEW_VERSION_TOAST_ID,
  showNewVersionToast,
} from './lib/new-version-toast';
export { startVersionCheck, VERSION_CHECK_INTERVAL_MS, VERSION_FILE_URL, versionOf } from './lib/version-check';
export type { VersionCheckOptions } from './lib/version-check';
