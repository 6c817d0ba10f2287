import { describe, expect, it } from 'vitest';
import { applyThemeSettings, defaultThemeSettings } from './settings';

function fakeRoot() {
  const attributes = new Map<string, string>();
  const element = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
  return { element: element as unknown as HTMLElement, attributes };
}

describe('applyThemeSettings', () => {
  it('writes the defaults of spec 1 §3 as attributes', () => {
    const { element, attributes } = fakeRoot();
    applyThemeSettings(defaultThemeSettings, element);
    expect(Object.fromEntries(attributes)).toEqual({
      'data-theme': 'dark',
      'data-contrast': 'default',
      dir: 'ltr',
      'data-layout': 'vertical',
      'data-stretch': 'false',
      'data-preset': 'purple',
    });
  });

  it('switches every attribute when the settings change', () => {
    const { element, attributes } = fakeRoot();
    applyThemeSettings(defaultThemeSettings, element);
    applyThemeSettings(
      {
        themeMode: 'light',
        themeDirection: 'rtl',
        themeContrast: 'high',
        themeLayout: 'mini',
        themeColorPresets: 'purple',
        themeStretch: true,
      },
      element,
    );
    expect(Object.fromEntries(attributes)).toEqual({
      'data-theme': 'light',
      'data-contrast': 'high',
      dir: 'rtl',
      'data-layout': 'mini',
      'data-stretch': 'true',
      'data-preset': 'purple',
    });
  });
});
