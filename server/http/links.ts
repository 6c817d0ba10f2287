export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export const PUBLIC_URL_MESSAGES = {
  requiredInProduction:
    'PUBLIC_APP_URL must be set with NODE_ENV=production: links in emails (password resets, invitations, unsubscribes) are built from it, never from the Host header of a request.',
  invalid: (value: string) => `PUBLIC_APP_URL must be an http(s) URL with no query or fragment, such as https://app.example.com, not "${value}"`,
} as const;

/**
 * The origin (and path prefix) of the app that links in emails point at: PUBLIC_APP_URL, required
 * in production; elsewhere the local default. Never the request's Host or X-Forwarded-Host, which
 * anyone can set, so a reset link mailed to a user can never point at an attacker's site.
 */
export function resolvePublicUrl(publicUrl: string | undefined, { production, fallback = DEFAULT_PUBLIC_URL }: { production: boolean; fallback?: string }): string {
  const value = publicUrl?.trim();
  if (!value) {
    if (production) throw new Error(PUBLIC_URL_MESSAGES.requiredInProduction);
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(PUBLIC_URL_MESSAGES.invalid(value));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) throw new Error(PUBLIC_URL_MESSAGES.invalid(value));
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
