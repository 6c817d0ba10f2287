import { platformLabel } from '@/entities/artist';
import type { CsvColumn } from '@/shared/lib/csv';
import type { AdminUsageRow } from '../api/admin-usage-api';

/** The columns of the usage export (revenue is an estimate, in USD). */
export const USAGE_CSV_COLUMNS: readonly CsvColumn<AdminUsageRow>[] = [
  { header: 'Month', value: (row) => row.period },
  { header: 'User', value: (row) => row.user.name },
  { header: 'User email', value: (row) => row.user.email },
  { header: 'Artist', value: (row) => row.artist.name },
  { header: 'Platform', value: (row) => platformLabel(row.platform) },
  { header: 'Territory', value: (row) => row.territory },
  { header: 'Streams', value: (row) => row.streams },
  { header: 'Downloads', value: (row) => row.downloads },
  { header: 'Estimated revenue (USD)', value: (row) => row.estimatedRevenue.amount },
];
