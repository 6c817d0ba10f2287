import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO } from './accounts';
import { apiToken } from './demo-samples';
import { createSingleDraft } from './release-drafts';

/** A release date `daysAhead` from today (UTC), as the app stores it (12:00 UTC of the day). */
export const releaseDay = (daysAhead = 0): string => `${new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;

const bearer = async (request: APIRequestContext, email: string) => ({ Authorization: `Bearer ${await apiToken(request, email)}` });

/** The demo artist's complete single `title` (a songwriter on its track), created through the API; sent for review unless `submit` is false. */
export async function demoSingle(
  request: APIRequestContext,
  files: { cover: string; audio: string },
  { title, releaseDate = releaseDay(), submit = true }: { title: string; releaseDate?: string; submit?: boolean },
): Promise<string> {
  const { id, headers } = await createSingleDraft(request, files, { title, releaseDate, writers: [{ name: 'Moonlit Writer', role: 'COMPOSER' }] });
  if (submit) {
    const submitted = await request.post(`/api/releases/${id}/submit`, { headers });
    expect(submitted.status(), await submitted.text()).toBe(200);
  }
  return id;
}

/** An admin's call on a release (`POST /api/releases/{id}/{action}`), expected to succeed. */
export async function adminPost(request: APIRequestContext, releaseId: string, action: string, data: object = {}): Promise<unknown> {
  const answer = await request.post(`/api/releases/${releaseId}/${action}`, { headers: await bearer(request, DEMO.admin), data });
  expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

/** A submitted release given a UPC and ISRCs, approved and sent to the sandbox partner by the admin, through the API. */
export async function deliveredByAdmin(request: APIRequestContext, releaseId: string): Promise<void> {
  await adminPost(request, releaseId, 'upc');
  await adminPost(request, releaseId, 'isrc', { tracks: [0] });
  await adminPost(request, releaseId, 'approve');
  await adminPost(request, releaseId, 'send-to-nuemeta');
}
