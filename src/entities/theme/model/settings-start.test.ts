// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_STORAGE_KEY } from '../config/storage-key';

describe('the settings model at app start', () => {
  afterEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('holds the stored settings from the start, before settingsStarted (the shell renders with its layout)', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ themeLayout: 'mini', themeMode: 'light' }));
    vi.resetModules();
    const { $navLayout, $themeMode } = await import('./settings');
    expect($navLayout.getState()).toBe('mini');
    expect($themeMode.getState()).toBe('light');
  });

  it('holds the defaults when nothing is stored', async () => {
    vi.resetModules();
    const { $navLayout } = await import('./settings');
    expect($navLayout.getState()).toBe('vertical');
  });
});
