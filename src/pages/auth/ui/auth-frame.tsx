import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link, type To } from 'react-router';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  subtitle: css({ color: 'fg.muted', textStyle: 'sm' }),
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
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', borderRadius: 'control' },
  }),
};

export interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Heading, optional lead text, the form, and the links under it. */
export function AuthFrame({ title, subtitle, children, footer }: AuthFrameProps) {
  return (
    <section className={styles.root}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}

export function AuthLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}
