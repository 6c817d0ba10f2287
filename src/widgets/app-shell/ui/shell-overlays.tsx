import type { NavSection } from '../model/nav-types';
import { NavDrawer } from './nav-drawer';
import { PendingModals } from './pending-modals';

export interface ShellOverlaysProps {
  sections: readonly NavSection[];
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  renderPendingModals: boolean;
}

/** The shell's closed-by-default parts: the mobile navigation drawer and the pending modals. */
export function ShellOverlays({ sections, drawerOpen, onDrawerOpenChange, renderPendingModals }: ShellOverlaysProps) {
  return (
    <>
      <NavDrawer sections={sections} open={drawerOpen} onOpenChange={onDrawerOpenChange} />
      {renderPendingModals && <PendingModals />}
    </>
  );
}
