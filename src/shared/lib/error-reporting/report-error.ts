import type { ErrorReportContext, ErrorReporter } from './types';

export type { ErrorReportContext, ErrorReporter } from './types';

// This module is in every first load (the error screens use it). The bundler writes the build's
// `PUBLIC_SENTRY_DSN` in place of each `import.meta.env?.PUBLIC_SENTRY_DSN` below; without one,
// each function's guard is a constant and the minifier drops what it guards, the Sentry chunk's
// loader included. (Read in each function, not once: a module-level constant is not folded.
// `import.meta.env` is absent when Node tools load the app's modules.)
const MAX_QUEUED = 5;
const queued: [unknown, ErrorReportContext | undefined][] = [];
let reporter: ErrorReporter | undefined;
let loading: Promise<void> | undefined;

/** True when the build has a DSN (`PUBLIC_SENTRY_DSN`): errors are sent. */
export function isErrorReportingEnabled(): boolean {
  return Boolean(import.meta.env?.PUBLIC_SENTRY_DSN?.trim());
}

/**
 * Loads and starts Sentry once (its chunk is not requested at all without a DSN). A failed load
 * (offline, a new deployment) may be retried by a later call.
 */
export function startErrorReporting(): Promise<void> {
  if (!import.meta.env?.PUBLIC_SENTRY_DSN?.trim()) return Promise.resolve();
  const dsn = import.meta.env.PUBLIC_SENTRY_DSN.trim();
  loading ??= import(/* webpackChunkName: "error-reporting-sentry" */ './sentry/start-sentry')
    .then((module) => {
      connectErrorReporter(module.startSentry(dsn));
    })
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

/**
 * Reports an error caught by an error screen. Until Sentry has loaded, the first few wait (and
 * their arrival starts the load); without a DSN nothing is kept or sent.
 */
export function reportError(error: unknown, context?: ErrorReportContext): void {
  if (reporter) return reporter(error, context);
  if (!import.meta.env?.PUBLIC_SENTRY_DSN?.trim()) return;
  if (queued.length < MAX_QUEUED) queued.push([error, context]);
  void startErrorReporting();
}

/** Connects the reporter (Sentry, once loaded) and hands it the errors that waited. */
export function connectErrorReporter(next: ErrorReporter): () => void {
  reporter = next;
  for (const [error, context] of queued.splice(0)) next(error, context);
  return () => {
    if (reporter === next) reporter = undefined;
  };
}
