import { tokenStore, type TokenStore } from './token-store';

/**
 * The first data request of the page being opened, sent by index.html's head script with the
 * stored token beside the session's verification (src/app/index.html, for the addresses in
 * src/app/router/early-page-requests.ts): the page's data is on the wire while the app's scripts
 * download. The API client answers the page's own request for that address with it.
 */
export interface EarlyGet {
  token: string;
  /** The request's address as the head script wrote it (absolute, or from the page's origin). */
  url: string;
  response: Promise<Response>;
}

/** The answer is for the page being opened: a visit to the address later asks the server again. */
export const EARLY_GET_LIFETIME_MS = 15_000;

let pending: { url: string; response: Promise<Response>; until: number } | null = null;
let stopWatchingToken: (() => void) | null = null;

function dropEarlyGet(): void {
  pending = null;
  stopWatchingToken?.();
  stopWatchingToken = null;
}

/**
 * Keeps the head script's request (`window.__earlyGet`) for the API client. It is dropped when the
 * session ends (the token is cleared: signed out, or its verification failed), so an answer for
 * one session never reaches another.
 */
export function keepEarlyGet(early: EarlyGet | undefined, tokens: TokenStore = tokenStore): void {
  dropEarlyGet();
  const url = early && absoluteUrl(early.url);
  if (!early || !url || tokens.get() !== early.token) return;
  pending = { url, response: early.response, until: Date.now() + EARLY_GET_LIFETIME_MS };
  stopWatchingToken = tokens.subscribe((token) => {
    if (token === null) dropEarlyGet();
  });
}

function absoluteUrl(url: string): string | null {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return null;
  }
}

/** The early answer for `request` (a GET of the same address), once; null when there is none. */
export function takeEarlyGet(request: Request): Promise<Response> | null {
  const early = pending;
  if (!early || request.method !== 'GET' || request.url !== early.url) return null;
  dropEarlyGet();
  return Date.now() <= early.until ? early.response : null;
}
