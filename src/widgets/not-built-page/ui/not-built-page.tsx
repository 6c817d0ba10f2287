import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Badge } from '@/shared/ui';
import { wayBackFrom, type UpcomingArea } from '../config/areas';

export interface NotBuiltPageProps {
  /** The page's name, as in the menu. */
  title: string;
  /** The part of the product that brings the page (see `UPCOMING_AREA`). */
  area: UpcomingArea;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '4',
    maxW: '2xl',
    p: { base: '6', md: '10' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  title: css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  text: css({ color: 'fg.muted', textStyle: 'md' }),
};

/**
 * A page that is not built yet: its name, a plain "not available yet" with the part of the
 * product that brings it, and a way back to the area's landing page.
 */
export function NotBuiltPage({ title, area }: NotBuiltPageProps) {
  const back = wayBackFrom(useLocation().pathname);
  return (
    <section className={styles.root} aria-labelledby="not-built-title" data-not-built-page="">
      <title>{`${title} · Royalty Desk`}</title>
      <Badge palette="info">Coming soon</Badge>
      <h1 id="not-built-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>
        This page is not available yet. It arrives with {area}; until then, everything else works as usual.
      </p>
      <Link to={back.to} className={button({ variant: 'outline' })}>
        {back.label}
      </Link>
    </section>
  );
}

/**
 * Makes a named page component that renders `NotBuiltPage`. Each page slice declares its
 * not-yet-built pages in one line apiece with this factory.
 */
export function createNotBuiltPage(title: string, area: UpcomingArea): ComponentType {
  function NotBuiltYetPage() {
    return <NotBuiltPage title={title} area={area} />;
  }
  NotBuiltYetPage.displayName = `NotBuiltPage(${title})`;
  return NotBuiltYetPage;
}
