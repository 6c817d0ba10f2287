import type { NavSection } from '../model/nav-types';
import { NavDrawer } from './nav-drawer';

export interface ShellOverlaysProps {
  sections: readonly NavSection[];
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/** The shell's closed-by-default parts: the mobile navigation drawer. */
export function ShellOverlays({ sections, drawerOpen, onDrawerOpenChange }: ShellOverlaysProps) {
  return <NavDrawer sections={sections} open={drawerOpen} onOpenChange={onDrawerOpenChange} />;
}
