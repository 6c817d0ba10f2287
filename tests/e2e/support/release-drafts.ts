import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { DEMO } from './accounts';
import { apiToken } from './demo-samples';

export interface DraftWriter {
  name: string;
  role: 'COMPOSER' | 'LYRICIST' | 'ARRANGER' | 'PUBLISHER';
}

/**
 * A single draft of the demo artist's (or `account`'s) first roster artist, made through the API
 * from real files: complete but for what `writers` leaves out (every track needs a songwriter).
 * Answers its id and the artist's bearer headers.
 */
export async function createSingleDraft(
  request: APIRequestContext,
  files: { cover: string; audio: string },
  {
    title,
    writers,
    label = 'Moonlit Records',
    releaseDate = '2027-03-01T00:00:00.000Z',
    account,
  }: { title: string; writers: DraftWriter[]; label?: string; releaseDate?: string; account?: { email: string; password: string } },
): Promise<{ id: string; headers: Record<string, string> }> {
  const token = account ? await apiToken(request, account.email, account.password) : await apiToken(request, DEMO.artist);
  const headers = { Authorization: `Bearer ${token}` };
  const roster = (await (await request.get('/api/artists/roster', { headers })).json()) as { _artist: { _id: string; name: string } }[];
  const artist = roster[0]!._artist;
  const created = await request.post('/api/releases/drafts', {
    headers,
    multipart: {
      artistId: artist._id,
      title,
      format: 'SINGLE',
      label,
      primaryGenre: 'Pop',
      audioLanguage: 'English',
      releaseDate,
      originalReleaseDate: releaseDate,
      advisory: 'NONE',
      artists: JSON.stringify([{ name: artist.name, role: 'PRIMARY_ARTIST', spotifyId: null, appleId: null }]),
      tracks: JSON.stringify([{ title, writers }]),
      coverArt: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await readFile(files.cover) },
      audio: { name: 'master.wav', mimeType: 'audio/wav', buffer: await readFile(files.audio) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  return { id: _id, headers };
}

/** The autosave whose answer holds `text` (the indicator says "Saved" at rest too, so it cannot tell). */
export function savedWith(page: Page, releaseId: string, text: string): Promise<Response> {
  return page.waitForResponse(
    async (response) =>
      response.request().method() === 'PATCH' &&
      new URL(response.url()).pathname === `/api/releases/drafts/${releaseId}` &&
      response.ok() &&
      (await response.text()).includes(text),
  );
}
