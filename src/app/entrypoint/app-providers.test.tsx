import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsChanged, settingsReset } from '@/entities/theme';
import { AppProviders } from './app-providers';

describe('AppProviders', () => {
  afterEach(() => act(() => settingsReset()));

  it("renders the page at once, then the services put the settings' direction on <html> (Ark overlays follow it)", async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    act(() => settingsChanged({ themeDirection: 'rtl' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
