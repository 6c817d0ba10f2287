import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { defaultThemeSettings, type ThemeSettings } from '@/shared/config';
import {
  $navLayout,
  $settings,
  $themeMode,
  applySettingsFx,
  navLayoutToggled,
  readSettingsFx,
  settingsChanged,
  settingsReset,
  settingsStarted,
  themeModeToggled,
  writeSettingsFx,
} from './settings';

function setup(stored: ThemeSettings = { ...defaultThemeSettings }) {
  const write = vi.fn<(settings: ThemeSettings) => void>();
  const apply = vi.fn<(settings: ThemeSettings) => void>();
  const scope = fork({
    handlers: [
      [readSettingsFx, () => stored],
      [writeSettingsFx, write],
      [applySettingsFx, apply],
    ],
  });
  return { scope, write, apply };
}

describe('settings model', () => {
  it('starts with the defaults of spec 1 §3', () => {
    const { scope } = setup();
    expect(scope.getState($settings)).toEqual({
      themeMode: 'dark',
      themeDirection: 'ltr',
      themeContrast: 'default',
      themeLayout: 'vertical',
      themeColorPresets: 'purple',
      themeStretch: false,
    });
  });

  it('loads the stored settings on start and applies them', async () => {
    const stored: ThemeSettings = { ...defaultThemeSettings, themeMode: 'light', themeLayout: 'mini' };
    const { scope, apply, write } = setup(stored);
    await allSettled(settingsStarted, { scope });
    expect(scope.getState($settings)).toEqual(stored);
    expect(scope.getState($themeMode)).toBe('light');
    expect(scope.getState($navLayout)).toBe('mini');
    expect(apply).toHaveBeenCalledWith(stored);
    expect(write).not.toHaveBeenCalled();
  });

  it('toggles the theme mode, persists and applies it', async () => {
    const { scope, apply, write } = setup();
    await allSettled(themeModeToggled, { scope });
    expect(scope.getState($themeMode)).toBe('light');
    expect(write).toHaveBeenLastCalledWith(expect.objectContaining({ themeMode: 'light' }));
    expect(apply).toHaveBeenLastCalledWith(expect.objectContaining({ themeMode: 'light' }));
    await allSettled(themeModeToggled, { scope });
    expect(scope.getState($themeMode)).toBe('dark');
  });

  it('toggles the navigation between vertical and mini', async () => {
    const { scope, write } = setup();
    await allSettled(navLayoutToggled, { scope });
    expect(scope.getState($navLayout)).toBe('mini');
    expect(write).toHaveBeenLastCalledWith(expect.objectContaining({ themeLayout: 'mini' }));
    await allSettled(navLayoutToggled, { scope });
    expect(scope.getState($navLayout)).toBe('vertical');
  });

  it('merges a partial change and keeps the other settings', async () => {
    const { scope, write, apply } = setup();
    await allSettled(settingsChanged, { scope, params: { themeContrast: 'high', themeStretch: true } });
    const expected = { ...defaultThemeSettings, themeContrast: 'high', themeStretch: true };
    expect(scope.getState($settings)).toEqual(expected);
    expect(write).toHaveBeenCalledWith(expected);
    expect(apply).toHaveBeenCalledWith(expected);
  });

  it('ignores invalid values in a change', async () => {
    const { scope } = setup();
    await allSettled(settingsChanged, {
      scope,
      params: { themeDirection: 'sideways' } as unknown as Partial<ThemeSettings>,
    });
    expect(scope.getState($settings).themeDirection).toBe('ltr');
  });

  it('resets to the defaults', async () => {
    const stored: ThemeSettings = { ...defaultThemeSettings, themeMode: 'light', themeDirection: 'rtl' };
    const { scope, write } = setup(stored);
    await allSettled(settingsStarted, { scope });
    await allSettled(settingsReset, { scope });
    expect(scope.getState($settings)).toEqual(defaultThemeSettings);
    expect(write).toHaveBeenLastCalledWith(defaultThemeSettings);
  });
});
