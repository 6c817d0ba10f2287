import { platformLabel, type UsageReportRow } from '@/entities/artist';
import { formatDateKey } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import type { DataTableColumn } from '@/shared/ui';

/** An artist's usage by period, platform and territory. */
export const ARTIST_USAGE_COLUMNS: readonly DataTableColumn<UsageReportRow>[] = [
  { key: 'period', header: 'Period', rowHeader: true, cell: (row) => formatDateKey(row.period) },
  { key: 'platform', header: 'Platform', cell: (row) => platformLabel(row.platform) },
  { key: 'territory', header: 'Territory', cell: (row) => (row.territory === 'ZZ' ? 'Unknown' : row.territory) },
  { key: 'streams', header: 'Streams', numeric: true, cell: (row) => formatCount(row.streams) },
  { key: 'downloads', header: 'Downloads', numeric: true, cell: (row) => formatCount(row.downloads) },
  { key: 'revenue', header: 'Revenue (estimated)', numeric: true, cell: (row) => <EstimatedAmount value={row.estimatedRevenue} hideLabel /> },
];
