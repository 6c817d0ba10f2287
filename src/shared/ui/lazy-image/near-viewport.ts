/** Spec 1 §9 "Lazy image threshold 100 px": images load once they come within 100 px of the viewport. */
export const LAZY_IMAGE_MARGIN = '100px';

type Callback = () => void;

interface SharedObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, Callback>;
}

// One observer per margin for the whole page, however many images watch: a table of covers adds
// entries to it, not observers.
const observers = new Map<string, SharedObserver>();

function sharedObserver(rootMargin: string): SharedObserver {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const callbacks = new Map<Element, Callback>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const callback = entry.isIntersecting ? callbacks.get(entry.target) : undefined;
          if (!callback) continue;
          callbacks.delete(entry.target);
          observer.unobserve(entry.target);
          callback();
        }
      },
      { rootMargin },
    );
    shared = { observer, callbacks };
    observers.set(rootMargin, shared);
  }
  return shared;
}

/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport (at once, in the
 * observer's first report, when it is there already). Returns the way to stop watching. Without
 * IntersectionObserver it is "near" at once.
 */
export function whenNearViewport(element: Element, onNear: Callback, rootMargin = LAZY_IMAGE_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const { observer, callbacks } = sharedObserver(rootMargin);
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    if (callbacks.get(element) !== onNear) return;
    callbacks.delete(element);
    observer.unobserve(element);
  };
}
