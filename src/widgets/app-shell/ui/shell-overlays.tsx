import type { ModalKey } from '../model/modal-flags';
import type { NavSection } from '../model/nav-types';
import { NavDrawer } from './nav-drawer';
import { PendingModals } from './pending-modals';

export interface ShellOverlaysProps {
  sections: readonly NavSection[];
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** The shell's modals whose real version is not mounted: a stand-in answers for each. */
  pendingModals: readonly ModalKey[];
}

/** The shell's closed-by-default parts: the mobile navigation drawer and the pending modals. */
export function ShellOverlays({ sections, drawerOpen, onDrawerOpenChange, pendingModals }: ShellOverlaysProps) {
  return (
    <>
      <NavDrawer sections={sections} open={drawerOpen} onOpenChange={onDrawerOpenChange} />
      <PendingModals modals={pendingModals} />
    </>
  );
}
