import { css, cx } from 'styled-system/css';
import { Link, useLocation } from 'react-router';
import type { NavSection } from '../model/nav-types';
import { CollapseIcon, LogoMark } from './icons';
import { NavSectionsView, type NavLayout } from './nav-sections-view';
import { copyrightNotice, PRODUCT_NAME } from '@/shared/config';
import { IconButton } from '@/shared/ui';

const styles = {
  root: css({
    position: 'sticky',
    top: '0',
    // Above the header, so the collapse toggle on the nav's edge stays whole.
    zIndex: 'sticky',
    display: { base: 'none', md: 'flex' },
    flexDirection: 'column',
    flexShrink: '0',
    alignSelf: 'flex-start',
    h: 'dvh',
    bg: 'bg.canvas',
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'dashed',
    borderColor: 'border.default',
    transitionProperty: 'size',
    transitionDuration: 'normal',
  }),
  vertical: css({ w: 'nav.vertical' }),
  mini: css({ w: 'nav.mini' }),
  brand: css({
    display: 'flex',
    alignItems: 'center',
    flexShrink: '0',
    h: 'header.desktop',
    px: '5',
  }),
  brandMini: css({ justifyContent: 'center', px: '0' }),
  logo: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    color: 'accent.default',
    textDecoration: 'none',
    borderRadius: 'control',
    focusVisibleOutline: 'flush',
  }),
  logoText: css({ textStyle: 'lg', fontWeight: 'bold', color: 'fg.default', whiteSpace: 'nowrap' }),
  toggle: css({
    position: 'absolute',
    top: '[26px]',
    insetInlineEnd: '[-14px]',
    zIndex: 'docked',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    bg: 'bg.canvas',
    _hover: { bg: 'bg.surface' },
    '& svg': { transitionProperty: '[transform]', transitionDuration: 'normal' },
    '&[data-layout=mini] svg': { transform: 'rotate(180deg)' },
    _rtl: { '& svg': { transform: 'scaleX(-1)' }, '&[data-layout=mini] svg': { transform: 'none' } },
  }),
  scroll: css({
    flex: '1',
    minH: '0',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    px: '2',
    pb: '6',
  }),
  scrollMini: css({ px: '1' }),
  company: css({ flexShrink: '0', px: '5', py: '4', textStyle: 'caption', color: 'fg.muted' }),
};

export interface SideNavProps {
  sections: readonly NavSection[];
  layout: NavLayout;
  onToggleLayout: () => void;
}

/** Desktop side navigation: vertical (240 px) or mini (88 px), with the collapse toggle. */
export function SideNav({ sections, layout, onToggleLayout }: SideNavProps) {
  const { pathname } = useLocation();
  const mini = layout === 'mini';
  return (
    <nav aria-label="Main navigation" data-layout={layout} className={cx(styles.root, mini ? styles.mini : styles.vertical)}>
      <div className={cx(styles.brand, mini && styles.brandMini)}>
        <Link to="/" className={styles.logo} aria-label={`${PRODUCT_NAME} home`}>
          <LogoMark />
          {!mini && <span className={styles.logoText}>{PRODUCT_NAME}</span>}
        </Link>
      </div>
      <IconButton
        size="sm"
        className={styles.toggle}
        data-layout={layout}
        aria-label={mini ? 'Expand navigation' : 'Collapse navigation'}
        title={mini ? 'Expand navigation' : 'Collapse navigation'}
        onClick={onToggleLayout}
      >
        <CollapseIcon />
      </IconButton>
      <div className={cx(styles.scroll, mini && styles.scrollMini)}>
        <NavSectionsView sections={sections} layout={layout} pathname={pathname} />
      </div>
      {!mini && <p className={styles.company}>{copyrightNotice(new Date().getFullYear())}</p>}
    </nav>
  );
}
