import type { Middleware } from 'openapi-fetch';
import { isBrowserOnline } from '@/shared/lib/network';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './client';
import { ApiError, isAbortError } from './errors';
import { loadQueryClient } from './query-client-gate';

/** What a change (POST, PUT, PATCH, DELETE) asked for while the browser is offline fails with. */
export const OFFLINE_WRITE_MESSAGE = "You're offline. Nothing was sent: try again when you're back online.";

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * A change that could not be sent because the browser is offline. Its kind is `network` like any
 * request that got no answer (the release editor keeps such changes and saves them once online).
 */
export function offlineWriteError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: 'network', message: OFFLINE_WRITE_MESSAGE, cause });
}

/**
 * Names an offline browser as the reason a change got no answer, instead of the catalogue's
 * generic "We are making some improvements". An offline browser refuses the request at once, so
 * nothing reached the server. Reads and cancellations keep their usual errors.
 */
export function createOfflineWriteGuard(isOnline: () => boolean = isBrowserOnline): Middleware {
  return {
    onError({ request, error }) {
      if (isOnline() || READ_METHODS.includes(request.method) || isAbortError(error)) return undefined;
      return offlineWriteError(error);
    },
  };
}

/**
 * Lets React Query mutations run while offline (by default it holds them until the browser is
 * online, then sends them unasked, the form busy all the while), so that the guard's error shows
 * at once. Returns the previous setting's restoration.
 */
export function runMutationsOffline(client: QueryClient): () => void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, mutations: { ...defaults.mutations, networkMode: 'always' } });
  return () => client.setDefaultOptions(defaults);
}

/**
 * Makes the app's writes fail at once, saying nothing was sent, while the browser is offline: the
 * guard on the API client and mutations that run offline (once the query client has loaded).
 * Returns the undoing. Installed after the first paint (by the connection-status feature) so that
 * no page's first load carries it.
 */
export function installOfflineWriteGuard({
  client = apiClient,
  queryClient = loadQueryClient,
  isOnline,
}: { client?: ApiClient; queryClient?: () => Promise<QueryClient>; isOnline?: () => boolean } = {}): () => void {
  const guard = createOfflineWriteGuard(isOnline);
  client.use(guard);
  let removed = false;
  let restoreMutations: (() => void) | undefined;
  queryClient().then(
    (loaded) => {
      if (!removed) restoreMutations = runMutationsOffline(loaded);
    },
    () => undefined,
  );
  return () => {
    removed = true;
    client.eject(guard);
    restoreMutations?.();
  };
}
