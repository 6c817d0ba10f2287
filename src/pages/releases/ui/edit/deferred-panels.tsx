import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FieldSkeleton, Skeleton } from '@/shared/ui';
import { frameStyles } from './release-edit-frame';

// The page's first paint is its frame (header, save state, tabs). The panels, with what they need
// (Conform, Zod, the track and artist editors), are one more chunk, requested with the release.
const panels = () => import(/* webpackChunkName: "release-edit-panels" */ './panels');

export const deferredPanel = <Props extends object>(pick: (module: Awaited<ReturnType<typeof panels>>) => ComponentType<Props>) =>
  lazy(() => panels().then((module) => ({ default: pick(module) })));

/** Starts loading the panels (with the release's own request). */
export const preloadPanels = () => void panels().catch(() => undefined);

export function PanelPlaceholder() {
  return (
    <div className={frameStyles.panel} aria-busy="true" aria-label="Loading">
      <Skeleton height={24} width="30%" />
      <FieldSkeleton />
      <FieldSkeleton />
      <FieldSkeleton />
    </div>
  );
}

export function DeferredPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PanelPlaceholder />}>{children}</Suspense>;
}
