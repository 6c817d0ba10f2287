import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const styles = {
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl' }),
  narrow: css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' }),
  specimen: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  caption: css({ textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted', letterSpacing: 'wide', textTransform: 'uppercase' }),
};

/** Side by side, wrapping: the variants of one thing. */
export function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** One above the other: specimens of a story. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** One above the other at a form's width: fields, a search, a progress line. */
export function Narrow({ children }: { children: ReactNode }) {
  return <div className={styles.narrow}>{children}</div>;
}

/** A named specimen: its caption, then the thing. */
export function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.specimen}>
      <h3 className={styles.caption}>{title}</h3>
      {children}
    </section>
  );
}
