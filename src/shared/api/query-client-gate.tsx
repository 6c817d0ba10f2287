import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { nextTask } from '@/shared/lib/deferred';
import { currentQueryClient, subscribeToQueryClient } from './query-client-registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

// React Query (its cache and the app's one client) is not part of a guest page's first load.
// The root provides the client from the moment its module has run (`query-client.ts` registers
// it in `query-client-registry.ts`); parts that use queries or mutations load with
// `lazyWithQueryClient`, so they never render before it is provided.

/** Loads the app's query client (React Query's code with it). */
export const loadQueryClient = (): Promise<QueryClient> =>
  import(/* webpackChunkName: "query-client" */ './query-client').then((module) => module.queryClient);

/**
 * `QueryClientProvider` for the app's client, rendered at the root before that client exists:
 * the context stays the same element, so nothing under it mounts again when the client arrives.
 * Mounts the client as the provider does (focus and online refetching).
 */
export function QueryClientGate({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeToQueryClient, currentQueryClient);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/**
 * `React.lazy` for a component that uses React Query: it resolves once the app's query client and
 * then the component's module are there. They run in separate tasks: loaded side by side, both
 * waited for the shared chunk (React Query, Effector, the session) and then ran in the one task
 * that delivered it, a long one on a slow phone. (The component's chunk is requested after the
 * client's has arrived: one round trip more, the same bytes.)
 */
export function lazyWithQueryClient<Module extends Record<Name, AnyComponent>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => {
    await loadQueryClient();
    await nextTask();
    const module = await load();
    return { default: module[name] };
  });
}
