import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { writerQueries } from '@/entities/writer';
import { Link, NavLink, useParams } from 'react-router';
import { Avatar, ErrorState, PageHeader, Skeleton, surfaceStyles as s, tableStyles as t, tabNavStyles } from '@/shared/ui';
import { writerFailure } from '../lib/writer-failure';
import { writerPath } from '../lib/writer-path';

const tabs = tabNavStyles();
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
        <ul className={tabs.list}>
          <li><NavLink end to={writerPath(id)} className={tabs.tab}>Overview</NavLink></li>
          <li><NavLink to={writerPath(id, 'discography')} className={tabs.tab}>Discography</NavLink></li>
        </ul>
      </nav>
      {children}
    </div>
  );
}
