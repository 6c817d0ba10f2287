import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'react-router';
import { StatCard, tableStyles as t } from '@/shared/ui';

export const sectionStyles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  title: css({ textStyle: 'lg', fontWeight: 'semibold' }),
};

export interface FigureProps {
  label: string;
  value: ReactNode;
  loading: boolean;
  /** Where the figure leads, with the link's words. */
  to?: string;
  linkLabel?: string;
  hint?: ReactNode;
}

/** A headline figure of the admin dashboard, with a link into its area. */
export function Figure({ label, value, loading, to, linkLabel, hint }: FigureProps) {
  return (
    <StatCard
      label={label}
      loading={loading}
      value={value}
      hint={
        to ? (
          <>
            {hint}
            {hint ? ' · ' : null}
            <Link className={t.link} to={to}>
              {linkLabel}
            </Link>
          </>
        ) : (
          hint
        )
      }
    />
  );
}

/** A titled group of figures. */
export function FigureSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={sectionStyles.section} aria-labelledby={id}>
      <h2 id={id} className={sectionStyles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
