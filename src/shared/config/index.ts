export {
  applyThemeSettings,
  defaultThemeSettings,
  type ThemeColorPreset,
  type ThemeContrast,
  type ThemeDirection,
  type ThemeLayout,
  type ThemeMode,
  type ThemeSettings,
} from './theme/settings';
export { MOBILE_MAX_WIDTH, layoutSizes, mobileMediaQuery } from './theme/layout';
export { API_PREFIX, resolveApiBaseUrl } from './api-url';
export { APP_VERSION } from './app-version';
export { readReleaseBranch } from './error-reporting';
export { PHOTO_TYPES, photoFileError } from './photo/photo-file-error';
export { COMPANY_GROUP_NAME, PRODUCT_NAME, copyrightNotice } from './company';
export { platformColor, platformColorVar } from './theme/platform-colors';
