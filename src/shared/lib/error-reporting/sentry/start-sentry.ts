import * as Sentry from '@sentry/react';
import { APP_VERSION, readReleaseBranch } from '@/shared/config';
import { connectErrorReportingUser } from '../error-reporting';
import type { ErrorReportContext, ErrorReporter } from '../types';
import { scrubBreadcrumb, scrubEvent, scrubRecordingEvent } from './scrub';

/** Spec 2 §9: traces 10 %, profiles 1 %, session replays 1 % and 10 % of sessions with an error. */
export const SENTRY_SAMPLE_RATES = {
  traces: 0.1,
  profiles: 0.01,
  replaysSession: 0.01,
  replaysOnError: 0.1,
} as const;

/**
 * Sentry 11's `dataCollection` (it replaced `sendDefaultPii`; by default it collects all of these):
 * no user fields filled in by instrumentation (IP address), no cookies, headers, bodies, query
 * parameters or local variables.
 */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
} satisfies Sentry.BrowserOptions['dataCollection'];

/** The options `Sentry.init` gets (the whole policy in one place, checked by the tests). */
export function sentryOptions(dsn: string, releaseBranch: string = readReleaseBranch()): Sentry.BrowserOptions {
  return {
    dsn,
    release: APP_VERSION,
    environment: 'production',
    initialScope: { tags: { release_branch: releaseBranch } },
    dataCollection: NO_PERSONAL_DATA,
    tracesSampleRate: SENTRY_SAMPLE_RATES.traces,
    // The server does not trace: API calls carry no sentry-trace/baggage headers (a cross-origin
    // API would otherwise have to allow them in CORS).
    tracePropagationTargets: [],
    // @sentry/react 11 has no `profilesSampleRate`: a profiled session follows the traces it samples.
    profileSessionSampleRate: SENTRY_SAMPLE_RATES.profiles,
    profileLifecycle: 'trace',
    replaysSessionSampleRate: SENTRY_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: SENTRY_SAMPLE_RATES.replaysOnError,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        beforeAddRecordingEvent: scrubRecordingEvent,
      }),
    ],
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  };
}

function capture(error: unknown, context?: ErrorReportContext): void {
  Sentry.captureException(error, {
    ...(context && { tags: { boundary: context.source } }),
    ...(context?.componentStack && { contexts: { react: { componentStack: context.componentStack } } }),
  });
}

/**
 * Starts Sentry and connects the user context (role flags only); answers the reporter of the error
 * screens, which the seam (report-error.ts) connects: this chunk does not import the seam back.
 */
export function startSentry(dsn: string): ErrorReporter {
  Sentry.init(sentryOptions(dsn));
  // Replay events skip `beforeSend`: their page URLs are scrubbed here.
  Sentry.getClient()?.on('preprocessEvent', (event) => {
    if (event.type === 'replay_event') scrubEvent(event);
  });
  connectErrorReportingUser((user) => Sentry.setUser(user && { isAdmin: user.isAdmin, isInvestor: user.isInvestor }));
  return capture;
}
