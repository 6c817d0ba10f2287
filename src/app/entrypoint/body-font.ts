/** The family `font.css` declares: the face every text of the app is set in. */
const BODY_FONT = "1em 'Inter Variable'";

/**
 * Resolves when the body face has loaded (or failed), or after `patienceMs`. The first page is
 * drawn once it resolves: drawn in the system face and then in Inter, every line of text changes
 * width under the reader's eyes (chips, badges and buttons move sideways). The face is preloaded
 * with the page and precached by the service worker, so the wait is usually none; on a slow first
 * visit the text comes at most `patienceMs` later, and a face later than that is swapped in.
 */
export function bodyFontReady(patienceMs = 1000, fonts: Pick<FontFaceSet, 'load'> | undefined = globalThis.document?.fonts): Promise<void> {
  if (typeof fonts?.load !== 'function') return Promise.resolve();
  const loaded = fonts.load(BODY_FONT).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, patienceMs))]);
}
