import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PRODUCT_NAME } from '@/shared/config';

// What an email page shows before its chunk with the form and data arrives (`deferred-pages.tsx`):
// kept apart from `parts.tsx` so the first paint does not carry the pages' helpers.

/** The lead text of `/email/unsubscribe` (the address form). */
export const UNSUBSCRIBE_BY_EMAIL_LEAD = 'Enter your email address and we will send you a link to manage or stop our emails.';

export const frameStyles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  text: css({ color: 'fg.muted', textStyle: 'sm' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
};

export function EmailFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className={frameStyles.root}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <header className={frameStyles.header}>
        <h1 className={frameStyles.title}>{title}</h1>
        {lead && <p className={frameStyles.text}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
