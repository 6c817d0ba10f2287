import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { tableStyles } from './data-view';

export interface TableFrameProps {
  /** What the table holds (its caption): names the frame while it scrolls. */
  label: string;
  /** `card`: the table is a card of its own; `plain`: the table sits inside a card. */
  variant?: 'card' | 'plain';
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a data table: a table wider than the screen scrolls sideways inside it, never the
 * page. While it does, the frame is a named region in the tab order, so the arrow keys scroll it
 * too (WCAG 2.1.1; axe scrollable-region-focusable); a table that fits adds no tab stop.
 */
export function TableFrame({ label, variant = 'card', className, children }: TableFrameProps) {
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
      className={cx(variant === 'card' ? tableStyles.wrapper : tableStyles.scroller, className)}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
