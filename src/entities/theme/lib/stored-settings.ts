import { defaultThemeSettings, type ThemeSettings } from '@/shared/config';
import { SETTINGS_STORAGE_KEY } from '../config/storage-key';

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

const d = defaultThemeSettings;

/** The values each choice field accepts. */
const CHOICES = {
  themeMode: ['dark', 'light'],
  themeDirection: ['ltr', 'rtl'],
  themeContrast: ['default', 'high'],
  themeLayout: ['vertical', 'mini'],
  themeColorPresets: ['purple'],
} as const satisfies { [Key in keyof ThemeSettings]?: readonly ThemeSettings[Key][] };

function choice<Key extends keyof typeof CHOICES>(record: Record<string, unknown>, key: Key): ThemeSettings[Key] {
  const value = record[key];
  const allowed: readonly unknown[] = CHOICES[key];
  return allowed.includes(value) ? (value as ThemeSettings[Key]) : d[key];
}

/** A fresh copy of the defaults of spec 1 §3. */
export const getDefaultSettings = (): ThemeSettings => ({ ...defaultThemeSettings });

/**
 * Coerces any value to valid settings: unknown or invalid fields take their default. Each field
 * falls back on its own, so one bad or outdated value does not throw away the rest; anything that
 * is not an object gives the defaults. (Hand-written rather than a Zod schema: this runs before
 * the first paint, and Zod is kept out of the first load.)
 */
export function normalizeSettings(value: unknown): ThemeSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return getDefaultSettings();
  const record = value as Record<string, unknown>;
  return {
    themeMode: choice(record, 'themeMode'),
    themeDirection: choice(record, 'themeDirection'),
    themeContrast: choice(record, 'themeContrast'),
    themeLayout: choice(record, 'themeLayout'),
    themeColorPresets: choice(record, 'themeColorPresets'),
    themeStretch: typeof record.themeStretch === 'boolean' ? record.themeStretch : d.themeStretch,
  };
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
