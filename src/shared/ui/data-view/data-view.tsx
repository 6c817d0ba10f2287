import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { Sparkline } from '../sparkline';
import type { FigureChange } from './figure-change';
import { StatChange } from './stat-change';

/**
 * A wide table scrolls inside its frame, never the page. The frame is the containing block of what
 * the table positions: visually hidden captions and labels are absolutely positioned, and would
 * otherwise escape the scrolling and widen the page on a phone.
 */
const tableFrame = {
  position: 'relative',
  w: 'full',
  maxW: 'full',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
} as const;

/**
 * Class names for plain data tables (semantic tokens only): `<div className={wrapper}>` (a table on
 * a card of its own) or `<div className={scroller}>` (a table inside a card) around
 * `<table className={table}>`.
 */
export const tableStyles = {
  wrapper: css(tableFrame, {
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  scroller: css(tableFrame),
  table: css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' }),
  caption: css({ srOnly: true }),
  /** Read by screen readers only (a header of an actions column, the rest of a short label). */
  visuallyHidden: css({ srOnly: true }),
  th: css({
    textAlign: 'start',
    px: '4',
    py: '3',
    fontWeight: 'semibold',
    color: 'fg.muted',
    bg: 'bg.subtle',
    whiteSpace: 'nowrap',
  }),
  /** Data cells, and row headers (`<th scope="row">`): aligned under their column's header. */
  td: css({
    textAlign: 'start',
    px: '4',
    py: '3',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderColor: 'border.default',
    verticalAlign: 'middle',
  }),
  // `[class]` outweighs the cell's own `textAlign: 'start'`: two atomic classes of one property
  // otherwise win by their order in the stylesheet, which any new file can change.
  numeric: css({ '&[class]': { textAlign: 'end' }, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  /** A date or a moment in a column: tabular digits, so the rows' dates line up. */
  date: css({ fontVariantNumeric: 'tabular-nums' }),
  link: css({
    color: 'fg.default',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    focusVisibleOutline: 'flush',
  }),
  muted: css({ color: 'fg.muted' }),
};

const stateStyles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    textAlign: 'center',
    py: '12',
    px: '6',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  title: css({ textStyle: 'sectionTitle' }),
  description: css({ textStyle: 'body', color: 'fg.muted', maxW: 'md' }),
  error: css({ color: 'danger.fg' }),
  /** Inside a card (a chart, a section) the state does not draw a card of its own. */
  inline: css({ bg: '[transparent]', boxShadow: '[none]', py: '8' }),
};

export interface EmptyStateProps {
  title: ReactNode;
  /** What to do next (add an artist, verify on a platform, widen the filters, …). */
  description?: ReactNode;
  /** The way to do it: a link or a button. */
  action?: ReactNode;
  /** `inline` inside a card that is already drawn (default `card`). */
  variant?: 'card' | 'inline';
  className?: string;
}

/**
 * What a list, chart or figure shows when it has nothing to show: what is missing and what to
 * do next. The one empty state of the app.
 */
export function EmptyState({ title, description, action, variant = 'card', className }: EmptyStateProps) {
  return (
    <div className={cx(stateStyles.root, variant === 'inline' && stateStyles.inline, className)} data-empty-state="">
      {/* A div, not a <p>: a large bold paragraph above a smaller one reads as a heading (axe p-as-heading). */}
      <div className={stateStyles.title}>{title}</div>
      {description != null && <p className={stateStyles.description}>{description}</p>}
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  /** The failure; its message (the API's message, spec 1 §8) is shown. */
  error: unknown;
  title?: ReactNode;
  onRetry?: () => void;
  /** `inline` inside a card that is already drawn (default `card`). */
  variant?: 'card' | 'inline';
  className?: string;
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

export function ErrorState({ error, title = 'Something went wrong', onRetry, variant = 'card', className }: ErrorStateProps) {
  return (
    <div role="alert" className={cx(stateStyles.root, variant === 'inline' && stateStyles.inline, className)}>
      <div className={cx(stateStyles.title, stateStyles.error)}>{title}</div>
      <p className={stateStyles.description}>{errorMessageOf(error)}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

export interface TableSkeletonProps {
  rows?: number;
  columns?: number;
  label?: string;
  /** `card`: a card of its own (default); `plain`: inside a card. */
  variant?: 'card' | 'plain';
}

export function TableSkeleton({ rows = 8, columns = 4, label = 'Loading', variant = 'card' }: TableSkeletonProps) {
  return (
    <div className={variant === 'card' ? tableStyles.wrapper : tableStyles.scroller} aria-busy="true" aria-label={label} role="status">
      <table className={tableStyles.table}>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column} className={tableStyles.td}>
                  <Skeleton shape="text" width={column === 0 ? '70%' : '50%'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const headerStyles = {
  // On a phone the actions always stand under the title: beside it or under it by their width, they
  // jumped up when a subtitle or a button's label that came with the data changed that width.
  root: css({
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    flexWrap: { md: 'wrap' },
    alignItems: { base: 'flex-start', md: 'flex-end' },
    justifyContent: 'space-between',
    gap: '4',
  }),
  // A long word (an email address as the title) wraps rather than widening the page.
  text: css({ minW: '0', overflowWrap: 'anywhere' }),
  title: css({ textStyle: 'pageTitle' }),
  subtitle: css({ textStyle: 'body', color: 'fg.muted', mt: '1' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
};

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title (e.g. breadcrumbs). */
  eyebrow?: ReactNode;
}

/**
 * A line of text that comes with the page's data (a page header's subtitle, a stat card's hint): a
 * blank line while that loads, so nothing below it moves when it comes; none once the data failed.
 */
export function pendingLine(pending: boolean): string | undefined {
  return pending ? '\u00a0' : undefined;
}

export function PageHeader({ title, subtitle, actions, eyebrow }: PageHeaderProps) {
  return (
    <header className={headerStyles.root}>
      <div className={headerStyles.text}>
        {eyebrow}
        <h1 className={headerStyles.title}>{title}</h1>
        {subtitle != null && <p className={headerStyles.subtitle}>{subtitle}</p>}
      </div>
      {actions != null && <div className={headerStyles.actions}>{actions}</div>}
    </header>
  );
}

const statStyles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: { base: '4', md: '5' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    minW: '0',
    containerType: 'inline-size',
  }),
  label: css({ textStyle: 'label', color: 'fg.muted' }),
  // The hero size, by the card's width (the card is a size container): "≈ $49,255.87" stays on one
  // line of a quarter of 1440 px, and "≈ $7,144.23" of half of 360 px.
  // At least as tall as its placeholder (40 px): a figure set smaller in a narrow tile does not pull
  // up what follows it when it arrives.
  value: css({ textStyle: 'figure.hero', fontSize: '[clamp(1.25rem, 13cqi, 2.25rem)]', overflowWrap: 'anywhere', minH: '[40px]' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  // The trend sits at the card's foot, so that a row of cards lines their sparklines up.
  trend: css({ mt: 'auto', pt: '1' }),
};

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** Shown while the value loads too; a hint that comes with the data keeps its line meanwhile (`pendingLine`). */
  hint?: ReactNode;
  loading?: boolean;
  /** The value now and before: shown signed, coloured and worded ("+12.4% vs previous period"). */
  change?: FigureChange;
  /** The series behind the value, oldest first: a sparkline (with two points or more). */
  trend?: readonly number[];
}

/** A headline figure: label, value, its change and its trend. */
export function StatCard({ label, value, hint, loading = false, change, trend }: StatCardProps) {
  return (
    <section className={statStyles.root} aria-busy={loading || undefined}>
      <h2 className={statStyles.label}>{label}</h2>
      {/* A div, not a <p>: a large bold paragraph above a smaller one reads as a heading (axe p-as-heading). */}
      {loading ? <Skeleton height={40} width="60%" /> : <div className={statStyles.value}>{value}</div>}
      {change && <StatChange {...change} loading={loading} />}
      {hint != null && <p className={statStyles.hint}>{hint}</p>}
      {trend && <div className={statStyles.trend}>{loading ? <Skeleton height={32} /> : <Sparkline values={trend} />}</div>}
    </section>
  );
}

/** Class names for surfaces and form rows used by list pages. */
export const surfaceStyles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: 'page' }),
  card: css({ display: 'flex', flexDirection: 'column', gap: 'section', p: { base: 'cardCompact', md: 'card' }, bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card' }),
  /** The heading of a part of the page (a card's h2). */
  sectionTitle: css({ textStyle: 'sectionTitle' }),
  /** The heading of a part of a card, a dialog or a form (an h3), or of a small card in a grid. */
  cardTitle: css({ textStyle: 'cardTitle' }),
  /** Stat tiles: two a row on a phone, four from lg (each `StatCard` sizes its figure by its width). */
  grid: css({
    display: 'grid',
    gap: { base: '3', md: '4' },
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  }),
  filters: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' }),
  /** A native select beside the filters' inputs: the input's height and corners. */
  select: css({
    h: '11',
    px: '3',
    borderRadius: 'control',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.emphasized',
    bg: 'bg.surface',
    color: 'fg.default',
    textStyle: 'sm',
    focusVisibleOutline: 'flush',
  }),
  label: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted' }),
};
