import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { tableStyles } from './data-view';

/**
 * A phone's rows as cards (below the shell's mobile width), as the artist's release table does:
 * the cells without a `data-label` (a checkbox, a cover, the row's title) share the top line, first
 * whatever their column (the key fields before the rest), the
 * row's actions sit in its corner, and each labelled value stands under its label, two to a line.
 * The header row stays for screen readers and shows only its controls (select all), with their
 * `data-label`.
 */
const cardLayout = css({
  mdDown: {
    bg: '[transparent]',
    boxShadow: '[none]',
    overflowX: 'visible',
    '& table, & tbody, & tbody td, & tbody th': { display: 'block' },
    '& thead, & thead tr': { display: 'flex', alignItems: 'center' },
    '& thead th:not(:has(input, button))': { srOnly: true },
    '& thead th': { bg: '[transparent]', ps: '4' },
    '& thead th[data-label]': { display: 'flex', alignItems: 'center', gap: '2' },
    '& thead th[data-label]::after': { content: 'attr(data-label)', fontWeight: 'medium' },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& tbody tr': {
      position: 'relative',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '3',
      p: '4',
      bg: 'bg.surface',
      borderRadius: 'card',
      boxShadow: 'card',
    },
    // `:nth-child(n)` outranks a table's own first- and last-column padding (`tr > :first-child`).
    '& tbody tr > :nth-child(n)': { p: '0', borderTopWidth: '0', textAlign: 'start', minW: '0' },
    '& tbody tr > :not([data-label])': { order: '-1' },
    // The title fills the top line, so the labelled values start below it.
    '& tbody th[scope=row]': { flex: '[1 1 60%]', fontWeight: 'semibold' },
    '& tbody [data-label]': { flex: '[1 1 40%]', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5', alignSelf: 'flex-start' },
    // A column's "no wrap" is for the table's width; a card's line wraps instead.
    '& tbody [data-label], & tbody [data-label] *': { whiteSpace: 'normal' },
    '& tbody [data-label]::before': { content: 'attr(data-label)', textStyle: 'caption', fontWeight: 'medium', color: 'fg.muted' },
    // The row's actions (its last cell, unlabelled) in the card's corner, with room kept for them.
    '& tbody td:last-child:not([data-label])': { position: 'absolute', top: '4', insetEnd: '4' },
    '& tbody tr:has(> td:last-child:not([data-label])) > th[scope=row]': { pe: '24' },
  },
});

export interface TableFrameProps {
  /** What the table holds (its caption): names the frame while it scrolls. */
  label: string;
  /** `card`: the table is a card of its own; `plain`: the table sits inside a card. */
  variant?: 'card' | 'plain';
  /** On a phone, rows become cards (see `cardLayout`; label the cells with `data-label`). */
  cards?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a data table: a table wider than the screen scrolls sideways inside it, never the
 * page. While it does, the frame is a named region in the tab order, so the arrow keys scroll it
 * too (WCAG 2.1.1; axe scrollable-region-focusable); a table that fits adds no tab stop.
 */
export function TableFrame({ label, variant = 'card', cards = false, className, children }: TableFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    // The observer reports the sizes once the browser has laid the frame out, then each change.
    // Measuring while React commits would force a layout of the whole page before its first
    // paint: about 15 ms on a desktop for an admin table, four times that on a phone.
    const observer = new ResizeObserver(() => setScrolls(frame.scrollWidth > frame.clientWidth));
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={cx(variant === 'card' ? tableStyles.wrapper : tableStyles.scroller, cards && cardLayout, className)}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
