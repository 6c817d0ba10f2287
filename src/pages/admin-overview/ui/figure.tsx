import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatCard, tableStyles as t } from '@/shared/ui';

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
