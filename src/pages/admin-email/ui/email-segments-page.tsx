import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { deleteEmailSegment, emailSegmentQueries, SEGMENT_MATCH_LABELS, type EmailSegment } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { preloadSegmentEditor, SegmentEditorSlot } from '@/features/edit-segment';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Button, listCountLine, DataTable, dateColumn, FilterBar, ListSearch, tableStyles as t, toaster, useListTable, type DataTableColumn } from '@/shared/ui';
import { segmentsQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { editDeleteActions } from './email-parts';
import { EmailPage } from './email-page';

const styles = {
  name: css({ fontWeight: 'semibold' }),
  description: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal', maxW: 'xs', overflowWrap: 'anywhere' }),
};

const segmentColumns: DataTableColumn<EmailSegment>[] = [
  {
    key: 'name',
    header: 'Segment',
    rowHeader: true,
    cell: (segment) => (
      <>
        <div className={styles.name}>{segment.name}</div>
        {segment.description && <div className={styles.description}>{segment.description}</div>}
      </>
    ),
  },
  {
    key: 'subscribers',
    header: 'Subscribers',
    numeric: true,
    cell: (segment) => (
      <Link to={`/admin/email/subscribers?segmentId=${segment._id}`} className={t.link} aria-label={`${formatCountOf(segment.subscriberCount, 'subscriber')} in ${segment.name}`}>
        {formatCount(segment.subscriberCount)}
      </Link>
    ),
  },
  {
    key: 'rules',
    header: 'Rules',
    cell: (segment) => `${formatCountOf(segment.rules.length, 'rule')}${segment.rules.length > 1 ? `, matching ${SEGMENT_MATCH_LABELS[segment.match]}` : ''}`,
  },
  dateColumn('counted', 'Counted', (segment) => segment.countedAt, { withTime: true }),
];

/** `/admin/email/segments`: saved audiences with their counts; build one with a live count, edit, delete. */
export function AdminEmailSegmentsPage() {
  const queryClient = useQueryClient();
  const list = useListTable(segmentsQuerySchema);
  const { query } = list;
  const segments = useQuery(emailSegmentQueries.list(toApiQuery(query)));
  const [editing, setEditing] = useState<EmailSegment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailSegment | null>(null);
  const newSegment = (
    <Button onClick={() => setEditing('new')} onPointerEnter={preloadSegmentEditor} onFocus={preloadSegmentEditor}>
      New segment
    </Button>
  );
  return (
    <EmailPage title="Segments" subtitle={listCountLine(segments, 'segment')} actions={newSegment}>
      <FilterBar label="Filter segments" {...list.filterBar} search={<ListSearch {...list.search} placeholder="Segment name" />} />
      <DataTable
        {...list.table}
        label="Segments"
        cards
        columns={segmentColumns}
        rowKey={(segment) => segment._id}
        rowProps={() => ({ 'data-testid': 'segment-row' })}
        actions={editDeleteActions<EmailSegment>(setEditing, setDeleting, preloadSegmentEditor)}
        page={segments}
        pagesLabel="Segment pages"
        subject="segments"
        filteredEmpty={{ title: 'No segments match this search', description: 'Try another name.' }}
        empty={{ title: 'No segments yet', description: 'A segment picks subscribers by rules (role, sign-up date, activity…) so a campaign reaches just them.', action: newSegment }}
      />
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
