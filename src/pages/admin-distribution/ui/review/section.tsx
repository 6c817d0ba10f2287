import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export const sectionStyles = {
  card: css({ display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '5' }, bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', minW: '0' }),
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  title: css({ textStyle: 'sectionTitle' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'disc', textStyle: 'sm', overflowWrap: 'anywhere' }),
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1.5', textStyle: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { overflowWrap: 'anywhere', minW: '0' } }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: css({ textStyle: 'sm', color: 'accent.fg', fontWeight: 'medium', w: 'fit', _hover: { textDecoration: 'underline' } }),
  timeline: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    borderLeftWidth: '2px',
    borderColor: 'border.default',
    pl: '4',
    textStyle: 'sm',
    '& > li': { position: 'relative', overflowWrap: 'anywhere' },
  }),
};

/** A card of the review view with its heading (the heading names the region). */
export function ReviewSection({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={sectionStyles.card} aria-labelledby={id}>
      <div className={sectionStyles.head}>
        <h2 id={id} className={sectionStyles.title}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
