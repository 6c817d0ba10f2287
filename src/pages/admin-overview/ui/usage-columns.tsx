import { css } from 'styled-system/css';
import { platformLabel } from '@/entities/artist';
import { formatDateKey } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { EmailAddress, type DataTableColumn } from '@/shared/ui';
import type { AdminUsageRow } from '../api/admin-usage-api';

const styles = {
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "United States" for `US`; `ZZ` is an unknown territory. */
function territoryName(code: string): string {
  if (code === 'ZZ') return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Usage by user, artist, month, platform and territory. */
export const USAGE_COLUMNS: readonly DataTableColumn<AdminUsageRow>[] = [
  { key: 'month', header: 'Month', rowHeader: true, className: styles.nowrap, cell: (row) => formatDateKey(row.period) },
  {
    key: 'user',
    header: 'User',
    cell: (row) => (
      <>
        <div className={styles.nowrap}>{row.user.name}</div>
        <div className={styles.secondary}>
          <EmailAddress email={row.user.email} />
        </div>
      </>
    ),
  },
  { key: 'artist', header: 'Artist', cell: (row) => row.artist.name },
  { key: 'platform', header: 'Platform', className: styles.nowrap, cell: (row) => platformLabel(row.platform) },
  { key: 'territory', header: 'Territory', className: styles.nowrap, cell: (row) => territoryName(row.territory) },
  { key: 'streams', header: 'Streams', numeric: true, cell: (row) => formatCount(row.streams) },
  { key: 'downloads', header: 'Downloads', numeric: true, cell: (row) => formatCount(row.downloads) },
  { key: 'revenue', header: 'Estimated revenue', numeric: true, cell: (row) => <EstimatedAmount value={row.estimatedRevenue} hideLabel /> },
];
