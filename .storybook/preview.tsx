import '../src/app/styles/global.css';
import '@fontsource-variable/inter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { applyThemeSettings, defaultThemeSettings, type ThemeMode } from '@/shared/config';
import { AppToaster } from '@/shared/ui';

/** The display settings the app sets on <html> (data-theme, dir, …), with the toolbar's theme. */
function ThemeSettings({ themeMode, children }: { themeMode: ThemeMode; children: ReactNode }) {
  useLayoutEffect(() => applyThemeSettings({ ...defaultThemeSettings, themeMode }), [themeMode]);
  return children;
}

/**
 * What the kit reaches for around it: React Query (ConfirmDialog's action), a router (links; a
 * story's `parameters.route` is the address it starts at), the toaster.
 */
function Providers({ route, children }: { route: string; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <AppToaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeSettings themeMode={(context.globals.theme ?? defaultThemeSettings.themeMode) as ThemeMode}>
    <Story />
  </ThemeSettings>
);

const withProviders: Decorator = (Story, context) => (
  <Providers route={typeof context.parameters.route === 'string' ? context.parameters.route : '/'}>
    <Story />
  </Providers>
);

const preview: Preview = {
  decorators: [withProviders, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme (the app’s data-theme)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    options: { storySort: { order: ['Foundations', 'Kit'] } },
    // The page's background is the theme's canvas (global CSS), not Storybook's backgrounds.
    backgrounds: { disable: true },
    controls: { matchers: { date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
