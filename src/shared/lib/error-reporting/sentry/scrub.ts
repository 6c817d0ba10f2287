import type { Breadcrumb, Event } from '@sentry/react';
import { REDACTED, scrubEmails, scrubPathSegments } from '@/shared/neutral';

/**
 * Nothing personal leaves in an error report (issue #16): query strings and fragments (reset and
 * verification tokens, search terms), tokens in paths (`/email/preferences/:token`), email
 * addresses, bearer tokens, request bodies, headers and cookies.
 */

const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g;
// An absolute URL, or a path at the start of a word (`GET /api/x?q=1`), that has a query or fragment.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>()]*[?#][^\s"'<>()]*|(^|[\s"'(=])(\/[^\s"'<>()]*[?#][^\s"'<>()]*)/gi;

/** Text with email addresses, bearer credentials, tokens and URLs' query strings removed. */
export function scrubText(text: string): string {
  const withoutTokens = text
    .replace(URL_IN_TEXT, (url: string, before?: string, path?: string) =>
      path === undefined ? scrubUrl(url) : `${before ?? ''}${scrubUrl(path)}`,
    )
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED);
  return scrubEmails(withoutTokens);
}

/** A URL without its query string and fragment, and without tokens or emails in its path. */
export function scrubUrl(url: string): string {
  const [withoutQuery = ''] = url.split(/[?#]/, 1);
  const schemeEnd = withoutQuery.indexOf('://');
  const pathStart = schemeEnd === -1 ? 0 : withoutQuery.indexOf('/', schemeEnd + 3);
  if (pathStart === -1) return withoutQuery;
  const origin = withoutQuery.slice(0, pathStart);
  return origin + scrubPathSegments(withoutQuery.slice(pathStart));
}

const URL_KEYS = ['url', 'from', 'to', 'http.url', 'server.address'];
const DROPPED_DATA_KEYS = ['arguments', 'body', 'request_body', 'response_body', 'input', 'http.query', 'http.fragment'];

function scrubData(data: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (DROPPED_DATA_KEYS.includes(key)) continue;
    if (typeof value !== 'string') result[key] = value;
    else result[key] = URL_KEYS.includes(key) ? scrubUrl(value) : scrubText(value);
  }
  return result;
}

/**
 * `beforeBreadcrumb`: console arguments and request bodies dropped, URLs of requests and
 * navigations cut to their path, attribute values in clicked elements' selectors removed (an
 * aria-label may hold a name), emails and tokens removed from every message.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (scrubbed.message !== undefined) {
    scrubbed.message = breadcrumb.category?.startsWith('ui.')
      ? scrubText(scrubbed.message.replace(/\[([\w-]+)=("[^"]*"|'[^']*')\]/g, '[$1]'))
      : scrubText(scrubbed.message);
  }
  if (scrubbed.data) scrubbed.data = scrubData(scrubbed.data);
  return scrubbed;
}

const KEPT_USER_FIELDS = ['isAdmin', 'isInvestor'];

/**
 * `beforeSend` (and `beforeSendTransaction`, and replay events): the page's request is its path
 * and user agent only (no cookies, headers, query or body), the user only the two role flags,
 * and error messages, the message, the transaction name, spans and breadcrumbs are scrubbed.
 */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.request) {
    const userAgent = event.request.headers?.['User-Agent'];
    event.request = {
      ...(event.request.url ? { url: scrubUrl(event.request.url) } : {}),
      ...(event.request.method ? { method: event.request.method } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    };
  }
  if (event.user) {
    event.user = Object.fromEntries(Object.entries(event.user).filter(([key]) => KEPT_USER_FIELDS.includes(key)));
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.spans) {
    for (const span of event.spans) {
      if (span.description) span.description = scrubText(span.description);
      if (span.data) span.data = scrubData(span.data) as typeof span.data;
    }
  }
  const withUrls = event as T & { urls?: unknown };
  if (Array.isArray(withUrls.urls)) {
    withUrls.urls = withUrls.urls.map((url: unknown) => (typeof url === 'string' ? scrubUrl(url) : url));
  }
  return event;
}

/**
 * Replay's `beforeAddRecordingEvent`: the performance entries it records (navigations, requests)
 * name their URL in `description`; text is masked and network details are off already.
 */
export function scrubRecordingEvent<T extends { type: number; data: unknown }>(event: T): T {
  const data = event.data as { tag?: unknown; payload?: { description?: unknown; data?: unknown } } | null;
  const payload = data?.payload;
  if (payload && typeof payload.description === 'string') payload.description = scrubUrl(payload.description);
  if (payload?.data && typeof payload.data === 'object') payload.data = scrubData(payload.data as Record<string, unknown>);
  return event;
}
