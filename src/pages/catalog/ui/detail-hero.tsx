import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageHeader, Skeleton, surfaceStyles as s } from '@/shared/ui';

const styles = {
  hero: css({ display: 'flex', gap: '5', alignItems: 'center', flexWrap: 'wrap' }),
  cover: css({ w: '32', h: '32', borderRadius: 'control', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0' }),
  meta: css({ textStyle: 'sm', color: 'fg.muted' }),
};

export const detailStyles = { meta: styles.meta, links: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }) };

/** A track's or album's cover, title, artists and facts. */
export function DetailHero({ image, title, artists, meta }: { image: string | null | undefined; title: string; artists: readonly { name: string }[]; meta: ReactNode }) {
  return (
    <div className={styles.hero}>
      {image ? <img src={image} alt="" className={styles.cover} /> : <div className={styles.cover} aria-hidden="true" />}
      <div>
        <PageHeader title={title} subtitle={artists.map((artist) => artist.name).join(', ')} />
        <p className={styles.meta}>{meta}</p>
      </div>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <div className={styles.hero}>
        <Skeleton width={128} height={128} />
        <Skeleton width={260} height={36} />
      </div>
      <div className={s.grid}>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    </div>
  );
}
