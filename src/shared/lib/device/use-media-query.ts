import { useCallback, useSyncExternalStore } from 'react';

const mediaOf = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** Whether a CSS media query (the screen's width, the reader's settings) matches now, following its changes (false where there is no `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaOf(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaOf(query)?.matches ?? false, () => false);
}
