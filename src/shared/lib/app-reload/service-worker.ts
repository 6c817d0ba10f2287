import type { Workbox } from 'workbox-window';
import { clearCachesAndReload } from './clear-caches-and-reload';

/**
 * The one toast about a newer version: the version check's ("Refresh Now") and the service
 * worker's ("Update") share it, so a new build is announced once.
 */
export const APP_UPDATE_TOAST_ID = 'app-update';

/** How long a waiting worker may take to take over before the page is reloaded without it. */
export const TAKE_OVER_TIMEOUT_MS = 5000;

/** Where the build writes the service worker (scripts/build/service-worker.mjs; spec 1 §1). */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerEvents {
  /** The first worker is installed: the app now starts without a connection. */
  offlineReady: () => void;
  /** A new version's worker is installed and waits to take over (`applyUpdate`). */
  updateWaiting: () => void;
}

export interface ServiceWorkerDeps {
  /** `navigator.serviceWorker`; absent on insecure origins and in some browsers. */
  container?: ServiceWorkerContainer | undefined;
  createWorkbox?: (url: string) => Workbox | Promise<Workbox>;
  reload?: () => void;
}

let workbox: Workbox | undefined;
let waiting = false;
let reloading = false;
let reloadPage: () => void = () => globalThis.location.reload();

/** Reloads the page, once: a takeover and the page-change fallback may both ask. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  reloadPage();
}

/**
 * Registers /sw.js and reports what the app tells the user. When an updated worker, or one another
 * tab activated, takes control of this page, the page reloads once (spec 1 §1), so it never runs
 * one version's scripts against another's cache. Returns a function that stops the reports.
 */
export function startServiceWorker(
  events: ServiceWorkerEvents,
  {
    container = globalThis.navigator?.serviceWorker,
    // Imported when used: Node tools that read the app's modules (the route table) cannot load it.
    createWorkbox = async (url) => new (await import('workbox-window')).Workbox(url),
    reload = () => globalThis.location.reload(),
  }: ServiceWorkerDeps = {},
): () => void {
  if (!container) return () => undefined;
  reloadPage = reload;
  let stopped = false;
  void Promise.resolve(createWorkbox(SERVICE_WORKER_URL))
    .then((instance) => {
      if (stopped) return undefined;
      workbox = instance;
      instance.addEventListener('installed', (event) => {
        if (!stopped && !event.isUpdate && !event.isExternal) events.offlineReady();
      });
      instance.addEventListener('waiting', () => {
        waiting = true;
        if (!stopped) events.updateWaiting();
      });
      instance.addEventListener('controlling', (event) => {
        if (event.isUpdate || event.isExternal) reloadOnce();
      });
      return instance.register();
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered.', error));
  return () => {
    stopped = true;
  };
}

/** Whether a new version's worker waits to take over. */
export const isUpdateWaiting = (): boolean => waiting;

/**
 * Lets the waiting worker take over; the page reloads when it does (`startServiceWorker`).
 * Returns false when no worker waits.
 */
export function applyUpdate(): boolean {
  if (!workbox || !waiting) return false;
  workbox.messageSkipWaiting();
  return true;
}

/**
 * The update at a change of page, when nothing on screen is lost. Chromium lets the waiting worker
 * take over only once the outgoing one has no event in flight, and requests of the page can keep it
 * busy: if it has not taken over within 5 s, the page reloads anyway, which ends them, so the new
 * worker answers the reload. Returns false when no worker waits.
 */
export function applyUpdateAtPageChange(): boolean {
  if (!applyUpdate()) return false;
  setTimeout(reloadOnce, TAKE_OVER_TIMEOUT_MS);
  return true;
}

/**
 * Reloads onto the newest build: a waiting worker takes over (and the page reloads when it does);
 * without one, or when it has not taken over within 5 s, Cache Storage is emptied and the page
 * reloads from the network, where a plain reload could be answered by the old precache.
 */
export function refreshToLatestVersion({ reload = clearCachesAndReload }: { reload?: () => unknown } = {}): void {
  if (applyUpdate()) {
    setTimeout(() => void reload(), TAKE_OVER_TIMEOUT_MS);
    return;
  }
  void reload();
}

/** Asks the server whether /sw.js changed (a newer build); a new worker then installs and waits. */
export async function checkForUpdate(): Promise<void> {
  await workbox?.update().catch((error: unknown) => console.warn('The service worker could not check for an update.', error));
}

/** For tests: forgets the registered worker. */
export function resetServiceWorker(): void {
  workbox = undefined;
  waiting = false;
  reloading = false;
  reloadPage = () => globalThis.location.reload();
}
