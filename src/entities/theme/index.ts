export { SETTINGS_STORAGE_KEY } from './config/storage-key';
export { normalizeSettings, readStoredSettings } from './lib/stored-settings';
export {
  $navLayout,
  $settings,
  $themeMode,
  navLayoutToggled,
  settingsChanged,
  settingsReset,
  settingsStarted,
  themeModeToggled,
  useSettings,
} from './model/settings';
export { SettingsPanel } from './ui/settings-panel';
export { ThemeModeToggle } from './ui/theme-mode-toggle';
