import { formatCount } from '@/shared/lib/money';
import { TableFrame, tableStyles as t } from '@/shared/ui';
import type { BehavioralAnalytics } from '../api/behavior-api';
import { formatDuration } from '@/shared/lib/format';
import { NothingYet, SectionCard } from './section-card';

/** The most viewed pages, by their label (ids in paths are not shown). */
export function TopPages({ pages }: { pages: BehavioralAnalytics['topPages'] }) {
  return (
    <SectionCard title="Top pages">
      {pages.length === 0 ? (
        <NothingYet>No page views in this period.</NothingYet>
      ) : (
        <TableFrame label="Top pages" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Most viewed pages</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Page</th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>Views</th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>People</th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>Average time</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.path}>
                  <th scope="row" className={t.td}>{page.label}</th>
                  <td className={`${t.td} ${t.numeric}`}>{formatCount(page.views)}</td>
                  <td className={`${t.td} ${t.numeric}`}>{formatCount(page.uniqueUsers)}</td>
                  <td className={`${t.td} ${t.numeric}`}>{formatDuration(page.averageTimeSeconds, 'words')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </SectionCard>
  );
}
