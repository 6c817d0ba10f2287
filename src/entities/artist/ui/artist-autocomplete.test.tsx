import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformArtist } from '../api/artist-api';
import { ArtistAutocomplete } from './artist-autocomplete';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const nova: PlatformArtist = {
  platform: 'SPOTIFY',
  platformId: '7sbxNovaLights00000001',
  name: 'Nova Lights',
  image: null,
  followers: 48210,
  url: 'https://open.spotify.com/artist/7sbxNovaLights00000001',
  genres: [],
  artistId: null,
};
const taken: PlatformArtist = { ...nova, platformId: 'taken', name: 'Nova Taken' };

function setup(props: Partial<Parameters<typeof ArtistAutocomplete>[0]> = {}) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return json({ artists: [nova, taken] });
  });
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ArtistAutocomplete platform="SPOTIFY" onSelect={onSelect} {...props} />
    </QueryClientProvider>,
  );
  return { requests, onSelect, ui: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('ArtistAutocomplete', () => {
  it('searches the trimmed text once typing pauses and picks an option', async () => {
    const { requests, onSelect, ui } = setup();
    await ui.click(screen.getByRole('combobox', { name: 'Artist' }));
    await ui.paste('  Nova ');
    const option = await screen.findByRole('option', { name: /Nova Lights/ }, { timeout: 2000 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/api/platforms/SPOTIFY/artists/search');
    expect(requests[0]!.searchParams.get('query')).toBe('Nova');
    expect(option).toHaveTextContent('48,210 followers');
    await ui.click(option);
    expect(onSelect).toHaveBeenCalledWith(nova);
  });

  it('sends nothing for blank text', async () => {
    const { requests, ui } = setup();
    await ui.type(screen.getByRole('combobox', { name: 'Artist' }), '   ');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requests).toHaveLength(0);
  });

  it('dims the options the caller rules out, and they cannot be picked', async () => {
    const { onSelect, ui } = setup({ isArtistDisabled: (artist) => artist.platformId === 'taken' });
    await ui.type(screen.getByRole('combobox', { name: 'Artist' }), 'Nova');
    const option = await screen.findByRole('option', { name: /Nova Taken/ }, { timeout: 2000 });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await ui.click(option);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
