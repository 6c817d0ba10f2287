import { useLocaleContext } from '@ark-ui/react/locale';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsChanged, settingsReset } from '@/entities/theme';
import { AppProviders } from './app-providers';

function Direction() {
  return <p>{useLocaleContext().dir}</p>;
}

describe('AppProviders', () => {
  afterEach(() => act(() => settingsReset()));

  it('gives Ark UI the direction chosen in the settings', async () => {
    render(
      <AppProviders>
        <Direction />
      </AppProviders>,
    );
    expect(screen.getByText('ltr')).toBeInTheDocument();
    act(() => settingsChanged({ themeDirection: 'rtl' }));
    // The settings model is part of the services chunk, rendered once it has arrived.
    expect(await screen.findByText('rtl')).toBeInTheDocument();
  });
});
