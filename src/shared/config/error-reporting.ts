// Error reporting's build-time settings (DESIGN §5); the DSN is read where it is used
// (shared/lib/error-reporting). `import.meta.env` is absent when Node tools load the app's modules.

/** The production release branch reports are tagged with (spec 2 §9); `PUBLIC_RELEASE_BRANCH` overrides it. */
export function readReleaseBranch(configured: string | undefined = import.meta.env?.PUBLIC_RELEASE_BRANCH): string {
  return configured?.trim() || 'production';
}
