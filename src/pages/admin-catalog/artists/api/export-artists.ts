import { apiClient, unwrap } from '@/shared/api';
import { datedFilename, saveFile } from '@/shared/lib/csv';

export interface ArtistExportFilters {
  search?: string;
  isVerified?: boolean;
}

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** `GET /admin/artists/csv` with the bearer token (through the API client), saved as a file. */
export async function downloadArtistsCsv(filters: ArtistExportFilters): Promise<string> {
  const query: ArtistExportFilters = {};
  if (filters.search?.trim()) query.search = filters.search.trim();
  if (filters.isVerified !== undefined) query.isVerified = filters.isVerified;
  const call = apiClient.GET('/admin/artists/{format}', {
    params: { path: { format: 'csv' }, query },
    parseAs: 'blob',
  });
  const blob = (await unwrap(call)) as unknown as Blob;
  const { response } = await call;
  const filename = filenameOf(response, datedFilename('artists'));
  saveFile(blob, filename);
  return filename;
}
