import { useParams } from 'react-router';

export function useArtistId(): string {
  return useParams<{ artistId: string }>().artistId ?? '';
}

export const artistPath = (id: string, section?: string) =>
  `/dashboard/artists/${encodeURIComponent(id)}${section ? `/${section}` : ''}`;
