import { useId, useLayoutEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'react-router';
import { tabNavStyles } from '@/shared/ui';
import { completenessText } from '../../lib/tab-completeness';
import { centerInScroller, useScrollEdges } from './use-scroll-edges';

const nav = tabNavStyles();
// The kit's tabs, closer together and padded, in the accent colour, with a completeness status.
const styles = {
  tabs: cx(
    nav.list,
    css({
      gap: '1',
      scrollbarWidth: '[thin]',
      // A fade at each edge that hides tabs says the row scrolls (issue #36, at 390 px).
      '--fade-start': '0px',
      '--fade-end': '0px',
      '&[data-more-start]': { '--fade-start': '2rem' },
      '&[data-more-end]': { '--fade-end': '2rem' },
      maskImage:
        '[linear-gradient(to right, transparent, black var(--fade-start), black calc(100% - var(--fade-end)), transparent)]',
    }),
  ),
  tab: cx(
    nav.tab,
    css({
      gap: '1.5',
      flexShrink: '0',
      minH: '0',
      px: '3',
      py: '2.5',
      fontWeight: 'medium',
      mb: '[-1px]',
      '&[aria-current=page]': { color: 'accent.fg', borderColor: 'accent.default' },
      focusVisibleOutline: 'inside',
    }),
  ),
  status: css({ display: 'inline-flex', flexShrink: '0', color: 'fg.muted', '&[data-complete]': { color: 'success.fg' } }),
  hidden: css({ srOnly: true }),
};

export interface TabLink {
  id: string;
  label: string;
  to: string;
  /** What the readiness checks still miss on this tab (0: complete); no status when left out. */
  missing?: number;
}

/** A check in a circle when complete, an empty circle while something is missing. */
function StatusIcon({ complete }: { complete: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden focusable="false">
      <circle cx="8" cy="8" r="6.5" fill={complete ? 'currentColor' : 'none'} />
      {complete && <path d="m5 8.2 2 2 4-4.2" stroke="var(--colors-bg-surface, white)" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}

function Tab({ tab, current }: { tab: TabLink; current: boolean }) {
  const statusId = useId();
  const hasStatus = tab.missing !== undefined;
  return (
    <>
      <Link to={tab.to} className={styles.tab} aria-current={current ? 'page' : undefined} aria-describedby={hasStatus ? statusId : undefined}>
        {tab.label}
        {hasStatus && (
          <span className={styles.status} data-complete={tab.missing === 0 || undefined}>
            <StatusIcon complete={tab.missing === 0} />
          </span>
        )}
      </Link>
      {/* Beside the link, not in it: the link's name stays its visible label. */}
      {hasStatus && (
        <span id={statusId} className={styles.hidden}>
          {completenessText(tab.missing ?? 0)}
        </span>
      )}
    </>
  );
}

/** The row of section tabs: it scrolls sideways on a narrow screen, with the current tab in view. */
export function TabBar({ label, tabs, current, className }: { label: string; tabs: readonly TabLink[]; current: string; className?: string }) {
  const scroller = useRef<HTMLElement>(null);
  const edges = useScrollEdges(scroller);
  // The tabs' widths change when their statuses come and when the font is ready: the current tab
  // is centred again then, not only when it changes (else it sat wherever the first layout put it).
  const statuses = tabs.map((tab) => tab.missing ?? '').join();
  useLayoutEffect(() => {
    const center = () => {
      const element = scroller.current;
      const active = element?.querySelector<HTMLElement>('[aria-current=page]');
      if (element && active) centerInScroller(element, active);
    };
    center();
    let live = true;
    void document.fonts?.ready.then(() => live && center());
    return () => {
      live = false;
    };
  }, [current, statuses]);
  return (
    <nav
      ref={scroller}
      aria-label={label}
      className={cx(styles.tabs, className)}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} tab={tab} current={tab.id === current} />
      ))}
    </nav>
  );
}
