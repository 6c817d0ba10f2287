import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { surfaceStyles as s } from '@/shared/ui';

const styles = {
  card: css({ minW: '0' }),
  note: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/** A titled card of the behaviour page. */
export function SectionCard({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cx(s.card, styles.card)} aria-labelledby={id}>
      <div>
        <h2 id={id} className={s.sectionTitle}>
          {title}
        </h2>
        {note != null && <p className={styles.note}>{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a card says when the period holds nothing for it. */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
