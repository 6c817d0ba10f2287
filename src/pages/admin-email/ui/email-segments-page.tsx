import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { deleteEmailSegment, emailSegmentQueries, pluralize, SEGMENT_MATCH_LABELS, type EmailSegment } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { preloadSegmentEditor, SegmentEditorSlot } from '@/features/edit-segment';
import { formatMoment } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorState,
  ListSearch,
  Menu,
  Pagination,
  pendingLine,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
  toaster,
} from '@/shared/ui';
import { segmentsQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { EmailPage } from './email-page';

const styles = {
  name: css({ fontWeight: 'semibold' }),
  description: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal', maxW: 'xs', overflowWrap: 'anywhere' }),
};

function SegmentTable({ segments, onEdit, onDelete }: { segments: readonly EmailSegment[]; onEdit: (segment: EmailSegment) => void; onDelete: (segment: EmailSegment) => void }) {
  return (
    <TableFrame label="Segments" cards>
      <table className={t.table}>
        <caption className={t.caption}>Segments</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Segment</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Subscribers</th>
            <th scope="col" className={t.th}>Rules</th>
            <th scope="col" className={t.th}>Counted</th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment) => (
            <tr key={segment._id} data-testid="segment-row">
              <th scope="row" className={t.td}>
                <div className={styles.name}>{segment.name}</div>
                {segment.description && <div className={styles.description}>{segment.description}</div>}
              </th>
              <td className={`${t.td} ${t.numeric}`} data-label="Subscribers">
                <Link to={`/admin/email/subscribers?segmentId=${segment._id}`} className={t.link} aria-label={`${pluralize(segment.subscriberCount, 'subscriber')} in ${segment.name}`}>
                  {formatCount(segment.subscriberCount)}
                </Link>
              </td>
              <td className={t.td} data-label="Rules">
                {pluralize(segment.rules.length, 'rule')}
                {segment.rules.length > 1 ? `, matching ${SEGMENT_MATCH_LABELS[segment.match]}` : ''}
              </td>
              <td className={t.td} data-label="Counted">{formatMoment(segment.countedAt, { withTime: true })}</td>
              <td className={t.td}>
                <Menu
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`Actions for ${segment.name}`} onPointerEnter={preloadSegmentEditor}>
                      Actions
                    </Button>
                  }
                  items={[
                    { value: 'edit', label: 'Edit…', onSelect: () => onEdit(segment) },
                    { type: 'separator', id: 'danger' },
                    { value: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => onDelete(segment) },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/admin/email/segments`: saved audiences with their counts; build one with a live count, edit, delete. */
export function AdminEmailSegmentsPage() {
  const queryClient = useQueryClient();
  const { query, update, reset, isFiltered } = useListQuery(segmentsQuerySchema);
  const segments = useQuery(emailSegmentQueries.list(toApiQuery(query)));
  const [editing, setEditing] = useState<EmailSegment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailSegment | null>(null);
  const total = segments.data?.total;
  const newSegment = (
    <Button onClick={() => setEditing('new')} onPointerEnter={preloadSegmentEditor} onFocus={preloadSegmentEditor}>
      New segment
    </Button>
  );
  return (
    <EmailPage title="Segments" subtitle={total === undefined ? pendingLine(segments.isPending) : pluralize(total, 'segment')} actions={newSegment}>
      <div className={s.filters} role="search" aria-label="Filter segments">
        <ListSearch value={query.search} placeholder="Segment name" onSearch={(search, options) => update({ search }, options)} />
        {isFiltered && (
          <Button variant="ghost" onClick={reset}>
            Clear filters
          </Button>
        )}
      </div>
      {segments.isPending ? (
        <TableSkeleton columns={5} label="Loading segments" />
      ) : segments.isError ? (
        <ErrorState title="Unable to load segments" error={segments.error} onRetry={() => void segments.refetch()} />
      ) : segments.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No segments match this search" description="Try another name." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState title="No segments yet" description="A segment picks subscribers by rules (role, sign-up date, activity…) so a campaign reaches just them." action={newSegment} />
        )
      ) : (
        <>
          <SegmentTable segments={segments.data.items} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination label="Segment pages" page={query.page} pageSize={query.limit} total={segments.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
      <SegmentEditorSlot open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} segment={editing === 'new' ? null : editing} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this segment?"
        description={deleting ? `“${deleting.name}” is removed. Campaigns already sent to it keep their figures.` : ''}
        confirmLabel="Delete segment"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteEmailSegment(deleting._id);
          toaster.create({ type: 'success', title: `Segment “${deleting.name}” deleted` });
          await queryClient.invalidateQueries({ queryKey: emailSegmentQueries.all() });
        }}
      />
    </EmailPage>
  );
}
