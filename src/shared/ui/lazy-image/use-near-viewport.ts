import { useCallback, useRef, useState } from 'react';
import { LAZY_IMAGE_MARGIN, whenNearViewport } from './near-viewport';

/**
 * `[ref, near]`: `near` turns true once the element given to `ref` has come within `rootMargin`
 * of the viewport, and stays true (the element is not watched any more).
 */
export function useNearViewport<T extends Element>(rootMargin = LAZY_IMAGE_MARGIN): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const watching = useRef<{ element: T; stop: () => void } | null>(null);
  const nearRef = useRef(false);
  const ref = useCallback(
    (element: T | null) => {
      if (watching.current?.element === element) return;
      watching.current?.stop();
      watching.current = null;
      if (!element || nearRef.current) return;
      const stop = whenNearViewport(
        element,
        () => {
          nearRef.current = true;
          watching.current = null;
          setNear(true);
        },
        rootMargin,
      );
      // Near at once (no IntersectionObserver): nothing left to watch.
      if (!nearRef.current) watching.current = { element, stop };
    },
    [rootMargin],
  );
  return [ref, near];
}
