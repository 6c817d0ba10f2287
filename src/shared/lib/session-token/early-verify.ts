/**
 * The stored token's `POST /auth/verify`, sent by the entry script the moment it runs: before
 * React, the router, the API client and the session model have loaded and run, which is when the
 * session model would send it. A signed-in page waits for this answer before it can show, so the
 * answer waits for the model instead of the model for it. Taken once, for the token it was sent
 * with; the session model reads it as it reads its own request's answer.
 */
let pending: { token: string; response: Promise<Response> } | null = null;

/** Sends the verification, or keeps `sent`: the same request, already sent by index.html's head script. */
export function sendEarlyVerify(url: string, token: string, sent?: Promise<Response>): void {
  const response =
    sent ??
    globalThis.fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  response.catch(() => undefined); // a failure is met by whoever takes the answer
  pending = { token, response };
}

/** The early answer for `token`, once; null when none was sent for that token or it was taken. */
export function takeEarlyVerify(token: string | null): Promise<Response> | null {
  const early = pending;
  pending = null;
  return early !== null && token !== null && early.token === token ? early.response : null;
}
