import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { applyThemeSettings, type ThemeSettings } from '@/shared/config';
import {
  getDefaultSettings,
  normalizeSettings,
  readStoredSettings,
  writeStoredSettings,
} from '../lib/stored-settings';

/** Reads the stored settings and applies them; call once at start-up, before the first render. */
export const settingsStarted = createEvent();
/** Changes some settings; the rest keep their value. */
export const settingsChanged = createEvent<Partial<ThemeSettings>>();
/** dark ↔ light. */
export const themeModeToggled = createEvent();
/** Side navigation: vertical ↔ mini (spec 1 §4). */
export const navLayoutToggled = createEvent();
/** Back to the defaults of spec 1 §3. */
export const settingsReset = createEvent();

// The stored settings from the start: the shell's first render (its navigation layout) does not
// wait for `settingsStarted`, which the app's services fire after the first paint.
export const $settings = createStore<ThemeSettings>(readStoredSettings());
export const $themeMode = $settings.map((settings) => settings.themeMode);
export const $navLayout = $settings.map((settings) => settings.themeLayout);

export const readSettingsFx = createEffect<void, ThemeSettings>(() => readStoredSettings());
export const writeSettingsFx = createEffect<ThemeSettings, void>((settings) => writeStoredSettings(settings));
export const applySettingsFx = createEffect<ThemeSettings, void>((settings) => {
  if (typeof document !== 'undefined') applyThemeSettings(settings);
});

/** Every user change goes through here: it is stored, persisted and applied. */
const settingsUpdated = createEvent<ThemeSettings>();

$settings.on(settingsUpdated, (_, settings) => settings);

sample({
  clock: settingsChanged,
  source: $settings,
  fn: (settings, patch) => normalizeSettings({ ...settings, ...patch }),
  target: settingsUpdated,
});

sample({
  clock: themeModeToggled,
  source: $settings,
  fn: (settings): ThemeSettings => ({
    ...settings,
    themeMode: settings.themeMode === 'dark' ? 'light' : 'dark',
  }),
  target: settingsUpdated,
});

sample({
  clock: navLayoutToggled,
  source: $settings,
  fn: (settings): ThemeSettings => ({
    ...settings,
    themeLayout: settings.themeLayout === 'mini' ? 'vertical' : 'mini',
  }),
  target: settingsUpdated,
});

sample({ clock: settingsReset, fn: getDefaultSettings, target: settingsUpdated });

sample({ clock: settingsUpdated, target: [writeSettingsFx, applySettingsFx] });

sample({ clock: settingsStarted, target: readSettingsFx });
sample({ clock: readSettingsFx.doneData, target: [$settings, applySettingsFx] });

/** The current settings and the events that change them, bound to the current scope. */
export function useSettings() {
  return useUnit({
    settings: $settings,
    changeSettings: settingsChanged,
    toggleThemeMode: themeModeToggled,
    toggleNavLayout: navLayoutToggled,
    resetSettings: settingsReset,
  });
}
