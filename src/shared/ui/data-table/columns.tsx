import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import { tableStyles as t } from '../data-view';
import type { DataTableColumn } from './types';

/** What any column may add (a sort key, a class, the row's title…). */
type ColumnOptions<Row> = Partial<Omit<DataTableColumn<Row>, 'key' | 'header' | 'cell'>>;

/** The fields of a row that hold a figure. */
type CountField<Row> = { [Field in keyof Row]: Row[Field] extends number | null | undefined ? Field : never }[keyof Row] & string;

/** A figure in the kit's one way: formatted by `format`, aligned to the end with tabular digits. */
export function figureColumn<Row>(key: string, header: ReactNode, format: (row: Row) => ReactNode, options: ColumnOptions<Row> = {}): DataTableColumn<Row> {
  return { key, header, numeric: true, cell: format, ...options };
}

/** A count (`1,234`; missing: `—`). */
export function countColumn<Row>(key: string, header: ReactNode, value: (row: Row) => number | null | undefined, options: ColumnOptions<Row> = {}): DataTableColumn<Row> {
  return figureColumn(key, header, (row) => formatCount(value(row)), options);
}

/** One count column per field, headed as given, in the given order: `countColumns<Point>({ opens: 'Opens', clicks: 'Clicks' })`. */
export function countColumns<Row>(headers: Partial<Record<CountField<Row>, string>>): DataTableColumn<Row>[] {
  return (Object.entries(headers) as [CountField<Row>, string][]).map(([field, header]) => countColumn<Row>(field, header, (row) => row[field] as number | null | undefined));
}

/** A day, or a moment `withTime`; `missing` where the row has none. */
export function dateColumn<Row>(
  key: string,
  header: ReactNode,
  value: (row: Row) => string | null | undefined,
  { withTime = false, missing = '—', className, ...options }: ColumnOptions<Row> & { withTime?: boolean; missing?: ReactNode } = {},
): DataTableColumn<Row> {
  return {
    key,
    header,
    className: cx(t.date, className),
    cell: (row) => {
      const iso = value(row);
      return iso ? formatMoment(iso, { withTime }) : missing;
    },
    ...options,
  };
}

export interface LinkCell<Row> {
  /** Where the row's link goes. */
  to: (row: Row) => string;
  /** The link's text. */
  text: (row: Row) => ReactNode;
  /** A muted line under the link (a subject, a person's name); none where it returns nothing. */
  note?: (row: Row) => ReactNode;
  /** The note's look where it is not the muted line. */
  noteClassName?: string;
}

/** The row's title as a link to its page, with a muted note under it; it names the row unless `rowHeader: false`. */
export function linkColumn<Row>(key: string, header: ReactNode, { to, text, note, noteClassName = t.muted }: LinkCell<Row>, options: ColumnOptions<Row> = {}): DataTableColumn<Row> {
  return {
    key,
    header,
    rowHeader: true,
    cell: (row) => {
      const under = note?.(row);
      return (
        <>
          <Link to={to(row)} className={t.link}>
            {text(row)}
          </Link>
          {under ? <div className={noteClassName}>{under}</div> : null}
        </>
      );
    },
    ...options,
  };
}
