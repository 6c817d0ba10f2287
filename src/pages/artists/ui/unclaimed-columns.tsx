import { UNCLAIMED_ROYALTY_STATUS_PALETTE, unclaimedRoyaltyStatusLabel, type UnclaimedRoyalty } from '@/entities/artist';
import { formatDateKey } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Badge, tableStyles as t, type DataTableColumn } from '@/shared/ui';

/** An artist's unclaimed royalty line: recording, performer, codes, period, streams, estimate, status. */
export const UNCLAIMED_COLUMNS: readonly DataTableColumn<UnclaimedRoyalty>[] = [
  { key: 'recording', header: 'Recording', rowHeader: true, cell: (row) => row.recordingTitle },
  { key: 'performer', header: 'Performer', cell: (row) => row.performerName },
  { key: 'isrc', header: 'ISRC', cell: (row) => row.isrc ?? '—' },
  {
    key: 'work',
    header: 'Work / ISWC',
    cell: (row) => (
      <>
        {row.workTitle ?? '—'}
        {row.iswc ? <div className={t.muted}>{row.iswc}</div> : null}
      </>
    ),
  },
  { key: 'period', header: 'Period', cell: (row) => formatDateKey(row.period) },
  { key: 'streams', header: 'Streams', numeric: true, cell: (row) => formatCount(row.streams) },
  { key: 'amount', header: 'Amount (estimated)', numeric: true, cell: (row) => <EstimatedAmount value={row.estimatedAmount} hideLabel /> },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge palette={UNCLAIMED_ROYALTY_STATUS_PALETTE[row.status]} title={row.rejectionReason ?? undefined}>
        {unclaimedRoyaltyStatusLabel(row.status)}
      </Badge>
    ),
  },
];
