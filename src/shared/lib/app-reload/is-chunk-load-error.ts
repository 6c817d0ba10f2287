/**
 * Recognises a failed load of a newer part of the app (spec 1 §8): after a deploy the old page
 * asks for chunks that no longer exist. Such errors get the "New Version Available" screen.
 */
export const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';

export const CHUNK_LOAD_ERROR_MESSAGES = [
  // Chromium, Firefox: dynamic import() of a missing module
  'Failed to fetch dynamically imported module',
  // preload of a CSS file for a lazy chunk
  'Unable to preload CSS',
  // Safari
  'Importing a module script failed',
] as const;

/** Rspack's CSS-extract runtime tags a failed CSS chunk with this code (message "Loading CSS chunk … failed"). */
const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

function read(value: unknown, key: 'name' | 'message' | 'code'): string {
  if (typeof value !== 'object' || value === null || !(key in value)) return '';
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : '';
}

function matchesSignature(error: unknown): boolean {
  if (read(error, 'name') === CHUNK_LOAD_ERROR_NAME || read(error, 'code') === CSS_CHUNK_LOAD_FAILED) return true;
  const message = typeof error === 'string' ? error : read(error, 'message');
  return CHUNK_LOAD_ERROR_MESSAGES.some((signature) => message.includes(signature));
}

/** True for a chunk-load failure, also when it is wrapped as the `cause` of another error. */
export function isChunkLoadError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && current !== undefined; depth += 1) {
    if (matchesSignature(current)) return true;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}
