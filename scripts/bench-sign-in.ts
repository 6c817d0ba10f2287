import { DEMO_PASSWORD } from '../server/demo/accounts.js';

/** A bearer token of a demo account from a running server (`POST /api/auth/login`). */
export async function signInToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}
