/**
 * What an error report may not carry, for the app's Sentry and the server's reporter alike (issue
 * #16): email addresses (also URL-encoded) and tokens in paths.
 */

/** An email address, plain or with its "@" URL-encoded. Global: use it with `replace`. */
export const EMAIL_PATTERN = /[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

// A path segment this long of token characters is a token (`/email/preferences/{token}`), not a route (ids are 24).
const TOKEN_SEGMENT = /^[\w.~%-]{32,}$/;

export const REDACTED = '[redacted]';
export const EMAIL_REDACTED = '[email]';

/** Text with its email addresses replaced. */
export const scrubEmails = (text: string): string => text.replace(EMAIL_PATTERN, EMAIL_REDACTED);

/** A path (no query) with token segments and emails in segments replaced. */
export function scrubPathSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : scrubEmails(segment)))
    .join('/');
}
