import type { CSSProperties } from 'react';
import { topProgressBar } from 'styled-system/recipes';
import { usePageProgress } from './use-page-progress';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type TopProgressBarProps = { active: boolean };

/** The page-load indicator (spec 1 §2): a thin bar at the top, no spinner. */
export function TopProgressBar({ active }: TopProgressBarProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { phase, value } = usePageProgress(active, reducedMotion);
  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      data-state={phase}
      className={topProgressBar()}
      style={{ '--progress': value } as CSSProperties}
    />
  );
}
