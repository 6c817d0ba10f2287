/**
 * SENTRY_DSN: `https://<public key>@<host>/<numeric project id>` (as Sentry shows it). Anything
 * else is refused at start-up rather than silently reporting nowhere.
 */
export function parseSentryDsn(text: string): string {
  const fail = () => new Error(`SENTRY_DSN must be a Sentry DSN like https://<key>@o0.ingest.sentry.io/<project id>, not "${text}"`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail();
  }
  const projectId = url.pathname.split('/').pop() ?? '';
  if (!['http:', 'https:'].includes(url.protocol) || !url.username || !/^\d+$/.test(projectId) || url.search || url.hash) {
    throw fail();
  }
  return text;
}
