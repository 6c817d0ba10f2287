/**
 * The stored token's `POST /auth/verify`, sent by index.html's head script before any of the app's
 * scripts has loaded (src/app/index.html): a signed-in page waits for this answer before it can
 * show, so it is on the wire while they download, not once the session model has run. Taken once,
 * for the token it was sent with; the session model reads it as it reads its own request's answer
 * and sends its own when there is none (no stored token then, or the page's policy refused the script).
 */
export interface EarlyVerify {
  token: string;
  response: Promise<Response>;
}

let pending: EarlyVerify | null = null;

/** Keeps the head script's request (`window.__earlyVerify`) for the session model. */
export function keepEarlyVerify(early: EarlyVerify | undefined): void {
  pending = early ?? null;
}

/** The early answer for `token`, once; null when none was sent for that token or it was taken. */
export function takeEarlyVerify(token: string | null): Promise<Response> | null {
  const early = pending;
  pending = null;
  return early !== null && token !== null && early.token === token ? early.response : null;
}
