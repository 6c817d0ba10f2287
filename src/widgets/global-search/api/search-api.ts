import { apiClient, unwrap, type components } from '@/shared/api';
import { SEARCH_PAGE_SIZE, SEARCH_PLATFORM, type SearchMode } from '../config/search';

export type ArtistSearchResult = components['schemas']['ArtistSearchResult'];
export type Writer = components['schemas']['Writer'];

/** One row of the search dialog, whatever the mode. */
export interface SearchItem {
  kind: SearchMode;
  /** The id used in the overview route. */
  id: string;
  name: string;
  image: string | null;
  subtitle: string | null;
}

export interface SearchPage {
  items: SearchItem[];
  /** Number of matches (artists) or of the items (writers, not paged). */
  total: number;
}

export interface SearchRequest {
  mode: SearchMode;
  query: string;
  offset: number;
}

export const artistToItem = (artist: ArtistSearchResult): SearchItem => ({
  kind: 'artists',
  // The catalogue id when the artist is in the catalogue, else the provider's id.
  id: artist._id ?? artist.id,
  name: artist.name,
  image: artist.image,
  subtitle: null,
});

export const writerToItem = (writer: Writer): SearchItem => ({
  kind: 'writers',
  id: writer._id,
  name: writer.name,
  image: writer.image,
  subtitle: writer.ipiNumber,
});

/** Artists: `GET /search/artists` by offset; writers: `GET /writers/search-upsert` (not paged). */
export async function requestSearch({ mode, query, offset }: SearchRequest): Promise<SearchPage> {
  if (mode === 'writers') {
    const writers = await unwrap(apiClient.GET('/writers/search-upsert', { params: { query: { query } } }));
    return { items: writers.map(writerToItem), total: writers.length };
  }
  const page = await unwrap(
    apiClient.GET('/search/artists', {
      params: { query: { query, platform: SEARCH_PLATFORM, offset, limit: SEARCH_PAGE_SIZE } },
    }),
  );
  return { items: page.artists.map(artistToItem), total: page.total };
}
