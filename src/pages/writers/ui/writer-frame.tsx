import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { writerQueries } from '@/entities/writer';
import { Link, NavLink, useParams } from 'react-router';
import { Avatar, ErrorState, PageHeader, Skeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { writerFailure } from '../lib/writer-failure';
import { writerPath } from '../lib/writer-path';

const tabStyle = css({
  textStyle: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textDecoration: 'none',
  pb: '2',
  borderBottomWidth: '2px',
  borderBottomStyle: 'solid',
  borderColor: '[transparent]',
  '&[aria-current=page]': { color: 'fg.default', borderColor: 'fg.default' },
});
const tabs = css({ display: 'flex', gap: '5', listStyle: 'none', m: '0', p: '0', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderColor: 'border.default' });
const hero = css({ display: 'flex', alignItems: 'center', gap: '4' });

/** A writer's page: back to the list, the writer, the sections' tabs, then the section. */
export function WriterFrame({ children }: { children: ReactNode }) {
  const id = useParams<{ writerId: string }>().writerId ?? '';
  const writer = useQuery(writerQueries.detail(id));
  return (
    <div className={s.page}>
      <Link to="/dashboard/writers" className={t.link}>← All writers</Link>
      {writer.isPending ? (
        <div className={hero}>
          <Skeleton shape="circle" width={64} height={64} />
          <Skeleton width={220} height={32} />
        </div>
      ) : writer.isError ? (
        <ErrorState {...writerFailure(writer.error)} onRetry={() => void writer.refetch()} />
      ) : (
        <div className={hero}>
          <Avatar src={writer.data.image} name={writer.data.name} size="xl" />
          <PageHeader
            title={writer.data.name}
            subtitle={[writer.data.ipiNumber ? `IPI ${writer.data.ipiNumber}` : null, writer.data.pro].filter(Boolean).join(' · ') || undefined}
          />
        </div>
      )}
      <nav aria-label="Writer sections">
        <ul className={tabs}>
          <li><NavLink end to={writerPath(id)} className={tabStyle}>Overview</NavLink></li>
          <li><NavLink to={writerPath(id, 'discography')} className={tabStyle}>Discography</NavLink></li>
        </ul>
      </nav>
      {children}
    </div>
  );
}
