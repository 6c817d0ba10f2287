import { EstimatedAmount, formatCount, type MoneyValue } from '@/shared/lib/money';
import { TableView, type DataTableColumn } from '@/shared/ui';
import { platformLabel } from '../config/labels';

export interface PlatformFigures {
  platform: string;
  streams: number;
  estimatedEarnings: MoneyValue;
}

const COLUMNS: readonly DataTableColumn<PlatformFigures>[] = [
  { key: 'platform', header: 'Platform', rowHeader: true, cell: (row) => platformLabel(row.platform) },
  { key: 'streams', header: 'Streams', numeric: true, cell: (row) => formatCount(row.streams) },
  { key: 'earnings', header: 'Earnings (estimated)', numeric: true, cell: (row) => <EstimatedAmount value={row.estimatedEarnings} hideLabel /> },
];

/** Streams and estimated earnings platform by platform, inside a card. */
export function PlatformTable({ label, rows }: { label: string; rows: readonly PlatformFigures[] }) {
  return <TableView label={label} variant="plain" cards columns={COLUMNS} rows={rows} rowKey={(row) => row.platform} />;
}
