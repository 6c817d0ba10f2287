import { useUnit } from 'effector-react';
import { useEffect, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { $user } from '@/entities/session';
import { $navLayout, navLayoutToggled } from '@/entities/theme';
import { useModuleWhenIdle } from '@/shared/lib/deferred';
import { Outlet } from 'react-router';
import type { ShellArea } from '../model/nav-types';
import { useNavSections } from '../model/use-nav-sections';
import type { AdminMenu } from './admin-menu';
import { adminMenuModule, shellOverlays } from './deferred-parts';
import { Header, type HeaderSlots } from './header';
import { addNavIcons } from './icons';
import { SideNav } from './side-nav';

const styles = {
  root: css({ display: 'flex', minH: 'dvh', bg: 'bg.canvas' }),
  column: css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '0' }),
  main: css({
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    ps: { base: '4', md: '10' },
    pe: { base: '4', md: '[max(token(spacing.10), var(--end-room))]' },
    pt: { base: '2', md: '4' },
    // The page ends above, and beside, what floats over it (`--bottom-room`, `--end-room`:
    // shared/ui/bottom-room).
    pb: { base: '[max(token(spacing.10), var(--bottom-room))]', md: '[max(token(spacing.16), var(--bottom-room))]' },
    outline: 'none',
  }),
  content: css({ w: 'full', maxW: 'content.max', mx: 'auto', _stretch: { maxW: 'full' } }),
  skipLink: css({
    position: 'absolute',
    top: '2',
    insetInlineStart: '2',
    zIndex: 'toast',
    px: '4',
    py: '2',
    borderRadius: 'control',
    bg: 'accent.default',
    color: 'accent.contrast',
    transform: 'translateY(-200%)',
    _focusVisible: { transform: 'none' },
  }),
};

export interface AppShellProps {
  /** `admin` puts the Admin section first (admin layout); `dashboard` shows it last, for admins. */
  area: ShellArea;
  /** Header slots for the roster popover, search button and online-users button. */
  slots?: HeaderSlots;
  /** The artist picked in the roster popover; artist-scoped menu items point at it. */
  selectedArtistId?: string | null;
  /** The page; defaults to the route's `<Outlet />`. */
  children?: ReactNode;
  /** The Admin section, when the layout has it at hand; else it is loaded for admins. */
  adminMenu?: AdminMenu;
}

/** The Admin section for an admin: the layout's, or loaded apart (a failed load leaves it out). */
function useAdminMenu(given: AdminMenu | undefined): AdminMenu | undefined {
  const isAdmin = useUnit($user)?.roles.includes('ADMIN') ?? false;
  const [loaded, setLoaded] = useState(() => adminMenuModule.get()?.ADMIN_MENU);
  const wanted = isAdmin && !given && !loaded;
  useEffect(() => {
    if (wanted) adminMenuModule.load().then((module) => setLoaded(module.ADMIN_MENU), () => undefined);
  }, [wanted]);
  const menu = isAdmin ? (given ?? loaded) : undefined;
  if (menu) addNavIcons(menu.icons);
  return menu;
}

/** The signed-in shell: side navigation (vertical/mini, drawer on mobile), header and page. */
export function AppShell({ area, slots, selectedArtistId, children, adminMenu }: AppShellProps) {
  const [layout, toggleLayout] = useUnit([$navLayout, navLayoutToggled]);
  const sections = useNavSections(area, selectedArtistId, useAdminMenu(adminMenu)?.items);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const overlays = useModuleWhenIdle(shellOverlays, drawerOpen);

  return (
    <div className={styles.root} data-area={area}>
      <a href="#main-content" className={cx(styles.skipLink)}>
        Skip to content
      </a>
      <SideNav sections={sections} layout={layout} onToggleLayout={() => toggleLayout()} />
      <div className={styles.column}>
        <Header slots={slots} onOpenNav={() => setDrawerOpen(true)} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <div className={styles.content}>{children ?? <Outlet />}</div>
        </main>
      </div>
      {overlays && (
        <overlays.ShellOverlays
          sections={sections}
          drawerOpen={drawerOpen}
          onDrawerOpenChange={setDrawerOpen}
        />
      )}
    </div>
  );
}
