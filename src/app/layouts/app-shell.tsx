import { Link, Outlet } from 'react-router';
import { css } from 'styled-system/css';

const styles = {
  root: css({ minHeight: 'dvh', display: 'flex', flexDirection: 'column' }),
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    height: { base: 'header.mobile', md: 'header.desktop' },
    paddingInline: { base: '4', md: '6' },
    bg: 'bg.canvas',
    borderBottomWidth: '1px',
  }),
  logo: css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default', textDecoration: 'none' }),
  area: css({ color: 'fg.muted', fontSize: 'sm' }),
  body: css({ display: 'flex', flex: '1' }),
  nav: css({
    display: { base: 'none', md: 'block' },
    flexShrink: '0',
    width: 'nav.vertical',
    padding: '4',
    borderRightWidth: '1px',
    color: 'fg.subtle',
    fontSize: 'sm',
  }),
  main: css({ flex: '1', minWidth: '0', paddingInline: { base: '4', md: '10' }, paddingBlock: '6' }),
  content: css({ maxWidth: 'content.max', marginInline: 'auto' }),
};

/**
 * Signed-in shell: header + side navigation + page. Header and navigation are placeholders until
 * "Accounts, session and the application shell" lands (roster, account and search popovers,
 * the vertical/mini navigation and the login guard).
 */
export function AppShell({ area }: { area: string }) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          Royalty Desk
        </Link>
        <span className={styles.area}>{area}</span>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Main navigation">
          Navigation
        </nav>
        <main className={styles.main}>
          <div className={styles.content}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
