import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, latestEmail } from './accounts';

/** Fixed ids of the admin demo records (server/demo/posts.ts, server/demo/email.ts). */
const DEMO_RECORDS = {
  postId: '66b4de000000000000000b01',
  campaignId: '66b4e5000000000000000c01',
  listId: '66b4c0de0000000000000001',
  subscriberId: 'de0000000000000000000001',
} as const;

/** A bearer token for a demo account (through the API, as the app signs in). */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The demo artist's email-preferences token, from the link of the preferences email (asked for
 * here; a second request within the rate limit sends nothing new and the first mail still holds it).
 */
async function emailPreferencesToken(request: APIRequestContext): Promise<string> {
  await request.post('/api/email/unsubscribe', { data: { email: DEMO.artist } });
  const mail = await latestEmail(request, DEMO.artist, 'email-preferences');
  const token = /\/email\/preferences\/([\w-]+)/.exec(mail.text)?.[1];
  expect(token, 'the preferences link in the mail').toBeTruthy();
  return token!;
}

/**
 * A value for every route parameter, taken from what the demo account sees in the demo data:
 * its first roster artist, its most streamed track, that track's album and first writer, its
 * email-preferences token, its newest draft release; and the fixed ids of a demo post, campaign,
 * email list and subscriber for the admin pages.
 */
export async function demoRouteSamples(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const roster = await get<{ _artist: { _id: string } }[]>(request, token, '/artists/roster');
  const tracks = await get<{ items: { id: string; album: { id: string } | null }[] }>(request, token, '/tracks?limit=1');
  const track = tracks.items[0];
  expect(roster[0] && track?.album, 'the demo account has a roster artist with a track on an album').toBeTruthy();
  const detail = await get<{ writers: { writerId: string | null }[] }>(request, token, `/tracks/${track!.id}`);
  const writerId = detail.writers.find((writer) => writer.writerId)?.writerId;
  expect(writerId, 'the track has a writer in the catalogue').toBeTruthy();
  const user = await get<{ _id: string }>(request, token, '/user');
  const drafts = await get<{ items: { _id: string }[] }>(request, token, '/releases?filter=draft&status=DRAFT&limit=1');
  expect(drafts.items[0], 'the demo account has a draft release').toBeTruthy();
  return {
    token: await emailPreferencesToken(request),
    artistId: roster[0]!._artist._id,
    trackId: track!.id,
    albumId: track!.album!.id,
    writerId: writerId!,
    userId: user._id,
    releaseId: drafts.items[0]!._id,
    tabSection: 'details',
    trackIndex: '0',
    trackTab: 'details',
    ...DEMO_RECORDS,
  };
}

/** Waits until the page has drawn its data: no skeleton, chart or list still busy. */
export async function waitForContent(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}
