import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/shared/lib/deferred';
import { formatCountOf } from '@/shared/lib/money';
import { Avatar, Combobox, ComboboxItemText, errorMessageOf } from '@/shared/ui';
import { platformArtistSearchQuery, type Platform, type PlatformArtist } from '../api/artist-api';

/** Spec 1 §5: the autocomplete waits 500 ms after the last keystroke. */
export const ARTIST_SEARCH_DEBOUNCE_MS = 500;

export interface ArtistAutocompleteProps {
  /** The platform searched. */
  platform: Platform;
  label?: string;
  placeholder?: string;
  onSelect: (artist: PlatformArtist) => void;
  /** The caller's rule: such options are dimmed and cannot be picked. */
  isArtistDisabled?: (artist: PlatformArtist) => boolean;
  autoFocus?: boolean;
  invalid?: boolean;
}

const NO_ARTISTS: readonly PlatformArtist[] = [];

const toValue = (artist: PlatformArtist) => `${artist.platform}:${artist.platformId}`;
const toText = (artist: PlatformArtist) => artist.name;

/**
 * Artist search on a streaming platform (spec 1 §5 "artist autocomplete"): waits 500 ms after the
 * last keystroke, trims the text and does nothing for empty text.
 */
export function ArtistAutocomplete({
  platform,
  label = 'Artist',
  placeholder = 'Search by artist name',
  onSelect,
  isArtistDisabled,
  autoFocus,
  invalid,
}: ArtistAutocompleteProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), ARTIST_SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...platformArtistSearchQuery(platform, query), enabled: query !== '' });
  const typing = text.trim() !== query;
  const artists = query === '' || typing ? NO_ARTISTS : (search.data?.artists ?? NO_ARTISTS);
  const status =
    text.trim() === ''
      ? 'Type an artist name'
      : typing || search.isFetching
        ? 'Searching…'
        : search.isError
          ? errorMessageOf(search.error)
          : 'No artists found';
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      items={artists}
      itemToValue={toValue}
      itemToString={toText}
      isItemDisabled={isArtistDisabled}
      onInputValueChange={setText}
      onSelect={onSelect}
      status={status}
      autoFocus={autoFocus}
      invalid={invalid}
      renderItem={(artist) => (
        <>
          <Avatar src={artist.image} name={artist.name} size="sm" />
          <ComboboxItemText hint={artist.followers === null ? undefined : formatCountOf(artist.followers, 'follower')}>
            {artist.name}
          </ComboboxItemText>
        </>
      )}
    />
  );
}
