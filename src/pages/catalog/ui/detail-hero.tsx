import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ErrorState, PageHeader, Skeleton, surfaceStyles as s } from '@/shared/ui';

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

function DetailSkeleton() {
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

interface Detail {
  image: string | null | undefined;
  name: string;
  artists: readonly { name: string }[];
}

/** A track's or album's page: its skeleton, its error with retry, or its hero and `children`. */
export function DetailPage<Data extends Detail>({
  query,
  errorTitle,
  meta,
  children,
}: {
  query: UseQueryResult<Data>;
  errorTitle: string;
  meta: (data: Data) => ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className={s.page}>
      <DetailHero image={data.image} title={data.name} artists={data.artists} meta={meta(data)} />
      {children(data)}
    </div>
  );
}
