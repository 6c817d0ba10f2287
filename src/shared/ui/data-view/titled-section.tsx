import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { surfaceStyles } from './data-view';

const SURFACES = {
  card: surfaceStyles.card,
  page: surfaceStyles.page,
  plain: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
} as const;

export interface TitledSectionProps {
  title: ReactNode;
  /** The heading's id, when the page links to it; a generated one otherwise. */
  id?: string;
  /** The heading level: 2 for a part of a page, 3 for a part of a dialog or a form. */
  level?: 2 | 3;
  /** A card (unless told), a part of the page's flow (`page`, spaced as the page) or a plain group. */
  surface?: keyof typeof SURFACES;
  /** Replaces the surface's class (a section styled by its own form or dialog). */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A part of a page named by its heading: a card, a part of the page's flow or a plain group. */
export function TitledSection({ title, id, level = 2, surface = 'card', className = SURFACES[surface], titleClassName, children }: TitledSectionProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={titleClassName ?? (level === 3 ? surfaceStyles.cardTitle : surfaceStyles.sectionTitle)}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
