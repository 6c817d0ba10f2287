// Display settings of spec 1 §3; panda.config.ts conditions read the attributes set here.
export type ThemeMode = 'dark' | 'light';
export type ThemeDirection = 'ltr' | 'rtl';
export type ThemeContrast = 'default' | 'high';
export type ThemeLayout = 'vertical' | 'mini';
export type ThemeColorPreset = 'purple';

export type ThemeSettings = {
  themeMode: ThemeMode;
  themeDirection: ThemeDirection;
  themeContrast: ThemeContrast;
  themeLayout: ThemeLayout;
  themeColorPresets: ThemeColorPreset;
  themeStretch: boolean;
};

export const defaultThemeSettings: Readonly<ThemeSettings> = Object.freeze({
  themeMode: 'dark',
  themeDirection: 'ltr',
  themeContrast: 'default',
  themeLayout: 'vertical',
  themeColorPresets: 'purple',
  themeStretch: false,
});

export function applyThemeSettings(
  settings: ThemeSettings,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute('data-theme', settings.themeMode);
  root.setAttribute('data-contrast', settings.themeContrast);
  root.setAttribute('dir', settings.themeDirection);
  root.setAttribute('data-layout', settings.themeLayout);
  root.setAttribute('data-stretch', String(settings.themeStretch));
  root.setAttribute('data-preset', settings.themeColorPresets);
}
