import { css } from 'styled-system/css';
import { copyrightNotice, PRODUCT_NAME } from '@/shared/config';
import { Link, Outlet } from 'react-router';

const styles = {
  root: css({
    minHeight: 'dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6',
    paddingBlock: '10',
    paddingInline: '4',
  }),
  logo: css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default', textDecoration: 'none' }),
  card: css({
    width: 'full',
    maxWidth: 'lg',
    padding: { base: '6', md: '10' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  footer: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/**
 * Guest and public pages (login, sign-up, email preferences, 404, …): a centred card, the company
 * group's name under it (spec 1 §9).
 * The accounts issue adds the guest guard (signed-in visitors leave guest pages).
 */
export function PublicLayout() {
  return (
    <div className={styles.root}>
      <Link to="/" className={styles.logo}>
        {PRODUCT_NAME}
      </Link>
      <main className={styles.card}>
        <Outlet />
      </main>
      <footer className={styles.footer}>{copyrightNotice(new Date().getFullYear())}</footer>
    </div>
  );
}
