import { createWatch, type Scope, type Store } from 'effector';
import { useProvidedScope } from 'effector-react';
import { useMemo, useSyncExternalStore } from 'react';

/** A store's value as shown: refreshed at most once per `intervalMs` while subscribed. */
function throttledSource<Value>(store: Store<Value>, scope: Scope | null, intervalMs: number) {
  const read = () => (scope ? scope.getState(store) : store.getState());
  let shown = read();
  return {
    getSnapshot: () => shown,
    subscribe(notify: () => void) {
      let timer: ReturnType<typeof setTimeout> | null = null;
      let shownAt = Number.NEGATIVE_INFINITY;
      const show = () => {
        timer = null;
        shownAt = performance.now();
        const value = read();
        if (value === shown) return;
        shown = value;
        notify();
      };
      // A change between the render and this subscription.
      show();
      const subscription = createWatch({
        unit: store,
        scope: scope ?? undefined,
        fn: () => {
          if (timer !== null) return;
          const wait = shownAt + intervalMs - performance.now();
          if (wait <= 0) show();
          else timer = setTimeout(show, wait);
        },
      });
      return () => {
        subscription.unsubscribe();
        if (timer !== null) clearTimeout(timer);
      };
    },
  };
}

/**
 * A store's value (in the provided scope, if any), re-rendering at most once per `intervalMs`:
 * the first change after a quiet interval shows at once, later ones together at the end of the
 * interval (the last value always shows). `0`: every change, as `useUnit`.
 */
export function useThrottledStore<Value>(store: Store<Value>, intervalMs: number): Value {
  const scope = useProvidedScope();
  const source = useMemo(() => throttledSource(store, scope, intervalMs), [store, scope, intervalMs]);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
