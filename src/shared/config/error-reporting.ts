/**
 * Error reporting's build-time settings (DESIGN §5): Sentry runs only when `PUBLIC_SENTRY_DSN` is
 * set. `import.meta.env` is the bundler's and is absent when Node tools load the app's modules.
 */
export function readSentryDsn(configured: string | undefined = import.meta.env?.PUBLIC_SENTRY_DSN): string | undefined {
  return configured?.trim() || undefined;
}

/** The production release branch reports are tagged with (spec 2 §9); `PUBLIC_RELEASE_BRANCH` overrides it. */
export function readReleaseBranch(configured: string | undefined = import.meta.env?.PUBLIC_RELEASE_BRANCH): string {
  return configured?.trim() || 'production';
}
