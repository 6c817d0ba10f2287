import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/shared/lib/deferred';

export interface AfterFirstPaintProps {
  /**
   * What shows until then: a placeholder of the children's size, so nothing moves (nothing when
   * left out, for parts that take no room until they have something to show).
   */
  placeholder?: ReactNode;
  /** Lazy parts (a form, a page's body), requested only once the first paint is on screen. */
  children: ReactNode;
}

/**
 * `placeholder` until the page's first contentful paint is on screen and `children` (lazy) have
 * arrived, then `children`: what a page shows first never waits on, nor shares the network with,
 * what follows it.
 */
export function AfterFirstPaint({ placeholder, children }: AfterFirstPaintProps) {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={placeholder}>{painted ? children : placeholder}</Suspense>;
}
