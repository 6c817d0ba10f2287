import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link, type To } from 'react-router';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  lead: css({ color: 'fg.muted', textStyle: 'sm' }),
  footer: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    alignItems: 'center',
    textStyle: 'sm',
    color: 'fg.muted',
  }),
  link: css({
    color: 'accent.fg',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { textDecoration: 'none' },
    focusVisibleOutline: 'flush',
    _focusVisible: { borderRadius: 'control' },
  }),
};

export interface GuestFrameProps {
  /** The page's heading, also its document title. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the content (e.g. back to sign in). */
  footer?: ReactNode;
}

/** The card content of a page for visitors (sign-in, sign-up, email links): heading, lead text, the form, the links under it. */
export function GuestFrame({ title, lead, children, footer }: GuestFrameProps) {
  return (
    <section className={styles.root}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}

/** An underlined link inside running text. */
export function TextLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}
