import { createStackParser, createTransport, dedupeIntegration, type ErrorEvent, Scope } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { scrubEmails, scrubPathSegments } from '../../src/shared/neutral/index.js';

/** What an error report may say besides the error itself: never a body, header, cookie or email. */
export interface ErrorReportDetails {
  /** The request that failed: its method, route pattern and path (no query string). */
  request?: { method: string; route?: string | undefined; path: string };
  /** The signed-in user's id, if any (no email or name). */
  userId?: string | undefined;
  /** Where the error happened, e.g. `{ job: 'send-campaign' }`. */
  tags?: Record<string, string>;
}

export interface ErrorReporter {
  /** True when errors are sent (SENTRY_DSN is set). */
  readonly enabled: boolean;
  capture(error: unknown, details?: ErrorReportDetails): void;
  /** Waits (at most `timeoutMs`) until the reports in flight are sent; false on timeout. */
  flush(timeoutMs: number): Promise<boolean>;
}

export interface ErrorReporterOptions {
  /** SENTRY_DSN; without it nothing is sent. */
  dsn?: string | undefined;
  release: string;
  /** production, development or test (from NODE_ENV). */
  environment: string;
  /** How long one report may take to send. Default 5 s. */
  sendTimeoutMs?: number;
}

/** Reports nothing (no SENTRY_DSN): unexpected errors are only logged. */
export const noErrorReporter: ErrorReporter = {
  enabled: false,
  capture: () => undefined,
  flush: async () => true,
};

/** A request path without its query, tokens (`/api/email/unsubscribe/{token}`) or emails. */
export function scrubPath(url: string): string {
  return scrubPathSegments(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * The last guard before an event leaves: the request is its method and path only, the user only
 * an id, emails in messages are removed. (The reporter never adds headers, cookies or bodies; this
 * holds even if a later change did.)
 */
export function scrubServerEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    event.request = {
      ...(event.request.method ? { method: event.request.method } : {}),
      ...(event.request.url ? { url: scrubPath(event.request.url) } : {}),
    };
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  if (event.message) event.message = scrubEmails(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubEmails(exception.value);
  }
  delete event.extra;
  return event;
}

/**
 * Sentry for the server without @sentry/node (whose OpenTelemetry stack is far heavier than
 * this needs): @sentry/core's client with a fetch transport, no integrations but dedupe (none
 * reads requests or local state), one scope per report (so reports of concurrent requests never mix).
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  if (!options.dsn) return noErrorReporter;
  const sendTimeoutMs = options.sendTimeoutMs ?? 5000;
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    // Sentry 11's replacement of `sendDefaultPii` (by default it collects all of these).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false },
    // The same error twice in a row (a job queue whose database is down, every poll) is sent once.
    integrations: [dedupeIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    beforeSend: scrubServerEvent,
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        const response = await fetch(transportOptions.url, {
          method: 'POST',
          body: request.body as BodyInit,
          signal: AbortSignal.timeout(sendTimeoutMs),
        });
        await response.body?.cancel();
        return {
          statusCode: response.status,
          headers: {
            'retry-after': response.headers.get('retry-after'),
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
          },
        };
      }),
  });
  client.init();

  return {
    enabled: true,
    capture(error, details = {}) {
      const scope = new Scope();
      if (details.request) scope.setTag('route', details.request.route ?? scrubPath(details.request.path));
      if (details.tags) scope.setTags(details.tags);
      if (details.userId) scope.setUser({ id: details.userId });
      // A thrown non-Error (a string, a plain object) could carry anything: only its kind is sent.
      const exception = error instanceof Error ? error : new Error(`A non-Error was thrown (${typeof error})`);
      const { request } = details;
      if (request) scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: request.path } }));
      client.captureException(exception, undefined, scope);
    },
    async flush(timeoutMs) {
      return client.flush(timeoutMs);
    },
  };
}
