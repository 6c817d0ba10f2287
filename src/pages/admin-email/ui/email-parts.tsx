import type { ReactNode } from 'react';
import { personName } from '@/entities/email';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DateRangeFilter, EmailAddress, ErrorState, linkColumn, surfaceStyles as s, tableStyles as t, type DataTableColumn, type ListRequest, type TableRowActions } from '@/shared/ui';
import { isDayKey } from '../lib/period';
import { rangeQuerySchema } from '../model/list-queries';
import { EmailPage } from './email-page';

/** "Back to lists": the way up from a detail page, above its title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={t.link}>
      {children}
    </Link>
  );
}

/** A detail page whose record did not load: its frame, the way back, the error and "Try again". */
export function EmailPageFailure({ title, back, error, request }: { title: string; back: ReactNode; error: string; request: ListRequest }) {
  return (
    <EmailPage title={title} eyebrow={back}>
      <ErrorState title={error} error={request.error} onRetry={() => void request.refetch()} />
    </EmailPage>
  );
}

/** The analytics pages' period in the address (`?from=&to=`), and its days as the API reads them. */
export function useEmailPeriod() {
  const { query, update } = useListQuery(rangeQuerySchema);
  const range = toApiQuery({ from: isDayKey(query.from) ? query.from : undefined, to: isDayKey(query.to) ? query.to : undefined });
  const filter = (
    <div className={s.filters} role="search" aria-label="Period">
      <DateRangeFilter from={query.from} to={query.to} onChange={(period) => update(period)} />
    </div>
  );
  return { range, filter };
}

/** The menu of a record that can be edited or deleted: "Edit…", then "Delete…" apart. */
export function editDeleteActions<Row extends { name: string }>(onEdit: (row: Row) => void, onDelete: (row: Row) => void, onIntent?: () => void): TableRowActions<Row> {
  return {
    label: (row) => `Actions for ${row.name}`,
    onIntent,
    items: (row) => [
      { value: 'edit', label: 'Edit…', onSelect: () => onEdit(row) },
      { type: 'separator', id: 'danger' },
      { value: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => onDelete(row) },
    ],
  };
}

type Person = { email: string; firstName: string | null; lastName: string | null };

/** The row's subscriber: their address linking to their page, their name under it. */
export function subscriberColumn<Row>(personOf: (row: Row) => Person, idOf: (row: Row) => string, { rowHeader = true } = {}): DataTableColumn<Row> {
  const link = { to: (row: Row) => `/admin/email/subscribers/${idOf(row)}`, text: (row: Row) => <EmailAddress email={personOf(row).email} />, note: (row: Row) => personName(personOf(row)) };
  return linkColumn('subscriber', 'Subscriber', link, { rowHeader });
}
