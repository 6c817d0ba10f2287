/**
 * Where the API lives (DESIGN §3): `PUBLIC_API_URL`, default same origin + `/api`.
 * The result is always absolute, so `new Request(url)` also works under Node/jsdom.
 */
export const API_PREFIX = '/api';

function currentOrigin(): string {
  return typeof globalThis.location?.origin === 'string' && globalThis.location.origin !== 'null'
    ? globalThis.location.origin
    : 'http://localhost';
}

// `import.meta.env` is the bundler's; it is absent when Node tools load the app's modules (the
// accessibility gate reads the route table), and the API client is created at import time.
export function resolveApiBaseUrl(configured: string | undefined = import.meta.env?.PUBLIC_API_URL): string {
  const value = configured?.trim();
  const url = value ? new URL(value, currentOrigin()) : new URL(API_PREFIX, currentOrigin());
  return url.href.replace(/\/+$/, '');
}
