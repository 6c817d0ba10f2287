import { describe, expect, it } from 'vitest';
import { defaultThemeSettings } from '@/shared/config';
import { SETTINGS_STORAGE_KEY } from '../config/storage-key';
import { normalizeSettings, readStoredSettings, writeStoredSettings } from './stored-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('stored settings', () => {
  it('uses the key royalty-desk.settings', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('royalty-desk.settings');
  });

  it('round-trips through storage', () => {
    const storage = memoryStorage();
    const settings = { ...defaultThemeSettings, themeMode: 'light' as const, themeStretch: true };
    writeStoredSettings(settings, storage);
    expect(JSON.parse(storage.data.get(SETTINGS_STORAGE_KEY) ?? '')).toEqual(settings);
    expect(readStoredSettings(storage)).toEqual(settings);
  });

  it('gives the defaults when nothing is stored or storage is unavailable', () => {
    expect(readStoredSettings(memoryStorage())).toEqual(defaultThemeSettings);
    expect(readStoredSettings(null)).toEqual(defaultThemeSettings);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a string', '"dark"'],
    ['an array', '[1,2]'],
    ['null', 'null'],
  ])('gives the defaults for %s', (_, raw) => {
    expect(readStoredSettings(memoryStorage({ [SETTINGS_STORAGE_KEY]: raw }))).toEqual(defaultThemeSettings);
  });

  it('replaces invalid fields with their defaults and keeps valid ones', () => {
    const raw = JSON.stringify({ themeMode: 'light', themeLayout: 'diagonal', themeStretch: 'yes', extra: 1 });
    expect(readStoredSettings(memoryStorage({ [SETTINGS_STORAGE_KEY]: raw }))).toEqual({
      ...defaultThemeSettings,
      themeMode: 'light',
    });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredSettings(broken)).toEqual(defaultThemeSettings);
    expect(() => writeStoredSettings(defaultThemeSettings, broken)).not.toThrow();
  });

  it('normalizes anything to valid settings', () => {
    expect(normalizeSettings(undefined)).toEqual(defaultThemeSettings);
    expect(normalizeSettings({ themeContrast: 'high' })).toEqual({ ...defaultThemeSettings, themeContrast: 'high' });
  });
});
