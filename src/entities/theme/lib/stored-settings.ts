import { z } from 'zod';
import { defaultThemeSettings, type ThemeSettings } from '@/shared/config';
import { SETTINGS_STORAGE_KEY } from '../config/storage-key';

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

const d = defaultThemeSettings;

/**
 * Each field falls back to its default on its own, so one bad or outdated value does not
 * throw away the rest; anything that is not an object gives the defaults.
 */
const settingsSchema = z.object({
  themeMode: z.enum(['dark', 'light']).catch(d.themeMode),
  themeDirection: z.enum(['ltr', 'rtl']).catch(d.themeDirection),
  themeContrast: z.enum(['default', 'high']).catch(d.themeContrast),
  themeLayout: z.enum(['vertical', 'mini']).catch(d.themeLayout),
  themeColorPresets: z.enum(['purple']).catch(d.themeColorPresets),
  themeStretch: z.boolean().catch(d.themeStretch),
});

/** A fresh copy of the defaults of spec 1 §3. */
export const getDefaultSettings = (): ThemeSettings => ({ ...defaultThemeSettings });

/** Coerces any value to valid settings: unknown or invalid fields take their default. */
export function normalizeSettings(value: unknown): ThemeSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return getDefaultSettings();
  const parsed = settingsSchema.safeParse(value);
  return parsed.success ? parsed.data : getDefaultSettings();
}

function browserStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage access can throw (privacy mode, sandboxed frames).
    return null;
  }
}

/** Reads the stored settings; missing, unparsable or invalid data gives the defaults. */
export function readStoredSettings(storage: SettingsStorage | null = browserStorage()): ThemeSettings {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return getDefaultSettings();
  try {
    return normalizeSettings(JSON.parse(raw));
  } catch {
    return getDefaultSettings();
  }
}

export function writeStoredSettings(
  settings: ThemeSettings,
  storage: SettingsStorage | null = browserStorage(),
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Quota exceeded or storage disabled: the settings still apply for this visit.
  }
}
