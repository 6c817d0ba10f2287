import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { layoutSizes, PRODUCT_NAME } from '@/shared/config';
import { useDeferredSlot } from '@/shared/lib/deferred';
import { Link } from 'react-router';
import { IconButton } from '@/shared/ui';
import { useScrolled } from '../lib/use-scrolled';
import { headerAccount } from './deferred-parts';
import { LogoMark, MenuIcon } from './icons';

/** Places in the header that later issues fill (roster popover, search, online users). */
export interface HeaderSlots {
  /** The roster popover (artist picker), at the start of the header. */
  roster?: ReactNode;
  /** The global search button (Cmd+K). */
  search?: ReactNode;
  /** The online-users button (admins). */
  onlineUsers?: ReactNode;
}

const styles = {
  root: css({
    position: 'sticky',
    top: '0',
    zIndex: 'docked',
    display: 'flex',
    alignItems: 'center',
    gap: { base: '2', md: '3' },
    h: { base: 'header.mobile', md: 'header.desktop' },
    px: { base: '4', md: '10' },
    bg: 'bg.canvas/80',
    backdropFilter: 'auto',
    backdropBlur: 'md',
    transitionProperty: 'size',
    transitionDuration: 'normal',
    '&[data-offset=true]': { md: { h: 'header.offset' } },
  }),
  menuButton: css({ hideFrom: 'md', ms: '-2' }),
  logo: css({
    hideFrom: 'md',
    display: 'inline-flex',
    color: 'accent.default',
    borderRadius: 'control',
    focusVisibleOutline: 'flush',
  }),
  slot: css({ display: 'flex', alignItems: 'center', gap: '1', minW: '0' }),
  spacer: css({ flex: '1' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: { base: '1', md: '2' } }),
  // The theme switch and the account menu's avatar button are both 40 px round.
  pendingControl: css({ display: 'inline-flex', flexShrink: '0', w: '10', h: '10' }),
};

/** The theme switch and the account menu, in 40 px placeholders until their chunk is in. */
function HeaderAccountSlot() {
  const { loaded, want } = useDeferredSlot(headerAccount);
  if (loaded) return <loaded.HeaderAccount />;
  return (
    <>
      <span className={styles.pendingControl} aria-hidden="true" onPointerEnter={want} />
      <span className={styles.pendingControl} aria-hidden="true" onPointerEnter={want} />
    </>
  );
}

export interface HeaderProps {
  slots?: HeaderSlots;
  onOpenNav: () => void;
}

/** App header: 64 px on mobile, 80 px on desktop (64 px once the page scrolls). */
export function Header({ slots = {}, onOpenNav }: HeaderProps) {
  const scrolled = useScrolled(layoutSizes.headerOffset);
  return (
    <header className={styles.root} data-offset={scrolled}>
      <IconButton className={styles.menuButton} aria-label="Open navigation" onClick={onOpenNav}>
        <MenuIcon />
      </IconButton>
      <Link to="/" className={styles.logo} aria-label={`${PRODUCT_NAME} home`}>
        <LogoMark size={28} />
      </Link>
      {slots.roster != null && <div className={styles.slot}>{slots.roster}</div>}
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {slots.search}
        {slots.onlineUsers}
        <HeaderAccountSlot />
      </div>
    </header>
  );
}
