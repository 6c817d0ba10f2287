/** How often an open tab looks for a newer build (spec 2 §9). */
export const VERSION_CHECK_INTERVAL_MS = 300_000;
/** Written by the build (scripts/build/version-file.mjs), sent by the server with no-cache. */
export const VERSION_FILE_URL = '/version.json';

type FocusTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface VersionCheckOptions {
  /** Called once, with the new build's id, when a check reads another build than the first. */
  onNewVersion: (version: string) => void;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  /** Where `focus` is listened for (the window). */
  target?: FocusTarget;
  /** Where failed checks go (spec 2 §8: a failed version check is logged only). */
  log?: (message: string, detail: unknown) => void;
}

/** The build a version file names: its build id, else its version; `null` if it names none. */
export function versionOf(file: unknown): string | null {
  if (typeof file !== 'object' || file === null) return null;
  const { buildId, version } = file as { buildId?: unknown; version?: unknown };
  if (typeof buildId === 'string' && buildId !== '') return buildId;
  return typeof version === 'string' && version !== '' ? version : null;
}

/**
 * Reads the version file at once, every 5 minutes and whenever the window gets focus, without
 * cache (a timestamp query and `cache: 'no-store'`). The first build read is remembered; the
 * first different one calls `onNewVersion` and ends the checks. A failed check is only logged and
 * keeps the remembered build. Returns the stop function.
 */
export function startVersionCheck({
  onNewVersion,
  fetch = (url, init) => globalThis.fetch(url, init),
  now = Date.now,
  target = window,
  log = (message, detail) => console.warn(message, detail),
}: VersionCheckOptions): () => void {
  let known: string | null = null;
  let stopped = false;
  let checking = false;

  async function readVersion(): Promise<string> {
    const response = await fetch(`${VERSION_FILE_URL}?t=${now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const version = versionOf(await response.json());
    if (version === null) throw new Error('the version file names no version');
    return version;
  }

  async function check(): Promise<void> {
    if (stopped || checking) return;
    checking = true;
    try {
      const version = await readVersion();
      if (stopped) return;
      if (known === null) known = version;
      else if (version !== known) {
        stop();
        onNewVersion(version);
      }
    } catch (error) {
      if (!stopped) log('Version check failed', error);
    } finally {
      checking = false;
    }
  }

  const onFocus = () => void check();
  const timer = setInterval(onFocus, VERSION_CHECK_INTERVAL_MS);
  target.addEventListener('focus', onFocus);

  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    target.removeEventListener('focus', onFocus);
  }

  void check();
  return stop;
}
