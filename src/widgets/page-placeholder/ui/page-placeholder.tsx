import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import type { Capability } from '../config/capabilities';

export interface PagePlaceholderProps {
  title: string;
  /** The capability (issue) that builds the real page. */
  builtBy: Capability;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingBlock: '6' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  text: css({ color: 'fg.muted' }),
  params: css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.subtle', listStyle: 'none' }),
};

/**
 * A page that is not built yet: its title, the capability that builds it, and the route
 * parameters it received (so routing can be checked by hand).
 */
export function PagePlaceholder({ title, builtBy }: PagePlaceholderProps) {
  const params = Object.entries(useParams()).filter(([, value]) => value !== undefined && value !== '');
  return (
    <section className={styles.root} data-placeholder-page="">
      <title>{`${title} · Royalty Desk`}</title>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>Built by: {builtBy}</p>
      {params.length > 0 && (
        <ul className={styles.params} aria-label="Route parameters">
          {params.map(([name, value]) => (
            <li key={name}>
              {name}: {value}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Makes a named page component that renders `PagePlaceholder`. Each page slice declares its
 * not-yet-built pages in one line apiece with this factory.
 */
export function createPlaceholderPage(title: string, builtBy: Capability): ComponentType {
  function PlaceholderPage() {
    return <PagePlaceholder title={title} builtBy={builtBy} />;
  }
  PlaceholderPage.displayName = `PlaceholderPage(${title})`;
  return PlaceholderPage;
}
