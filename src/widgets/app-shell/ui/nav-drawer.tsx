import { css } from 'styled-system/css';
import { useLocation } from 'react-router';
import { Dialog } from '@/shared/ui';
import type { NavSection } from '../model/nav-types';
import { NavSectionsView } from './nav-sections-view';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  nav: css({ display: 'flex', flexDirection: 'column' }),
};

export interface NavDrawerProps {
  sections: readonly NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mobile (≤ 768 px) navigation: the vertical menu in a drawer opened from the header. */
export function NavDrawer({ sections, open, onOpenChange }: NavDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={PRODUCT_NAME} aria-label="Navigation" placement="start">
      <nav aria-label="Main navigation" className={styles.nav}>
        <NavSectionsView sections={sections} layout="vertical" pathname={pathname} onNavigate={() => onOpenChange(false)} />
      </nav>
    </Dialog>
  );
}
