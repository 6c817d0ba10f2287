import { css } from 'styled-system/css';
import { platformLabel, UNCLAIMED_ROYALTY_STATUS_LABELS, UNCLAIMED_ROYALTY_STATUS_PALETTE } from '@/entities/artist';
import { formatDateKey } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Badge, tableStyles as t, type DataTableColumn } from '@/shared/ui';
import type { AdminUnclaimedRoyalty } from '../api/admin-catalog-api';

const styles = {
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  recording: css({ minW: '48', overflowWrap: 'anywhere' }),
};

/** The columns of the unclaimed royalty lines. */
export const MLC_COLUMNS: readonly DataTableColumn<AdminUnclaimedRoyalty>[] = [
  {
    key: 'recording',
    header: 'Recording',
    rowHeader: true,
    className: styles.recording,
    cell: (line) => (
      <>
        <div>{line.recordingTitle}</div>
        <div className={styles.secondary}>{[line.isrc, line.workTitle && `Work: ${line.workTitle}`].filter(Boolean).join(' · ') || 'No ISRC'}</div>
      </>
    ),
  },
  {
    key: 'artist',
    header: 'Artist',
    className: styles.nowrap,
    cell: (line) => (
      <>
        <Link to={`/dashboard/artists/${line.artist._id}`} className={t.link}>
          {line.artist.name}
        </Link>
        {line.performerName !== line.artist.name && <div className={styles.secondary}>as {line.performerName}</div>}
      </>
    ),
  },
  { key: 'period', header: 'Period', className: styles.nowrap, cell: (line) => formatDateKey(line.period) },
  { key: 'platform', header: 'Platform', className: styles.nowrap, cell: (line) => (line.platform ? platformLabel(line.platform) : '—') },
  { key: 'streams', header: 'Streams', numeric: true, cell: (line) => formatCount(line.streams) },
  { key: 'amount', header: 'Estimated amount', numeric: true, cell: (line) => <EstimatedAmount value={line.estimatedAmount} hideLabel /> },
  {
    key: 'status',
    header: 'Status',
    cell: (line) => <Badge palette={UNCLAIMED_ROYALTY_STATUS_PALETTE[line.status]}>{labelOf(UNCLAIMED_ROYALTY_STATUS_LABELS, line.status)}</Badge>,
  },
];
