import { css } from 'styled-system/css';
import { Link } from 'react-router';
import { Avatar, DataTable, tableStyles as t, type DataTableColumn, type DataTableProps } from '@/shared/ui';
import type { Writer } from '../api/writer-api';

const identity = css({ display: 'flex', alignItems: 'center', gap: '3' });

/** Writer, IPI number and PRO; the name links to `hrefOf(writer)`. */
export function writerColumns(hrefOf: (writer: Writer) => string): readonly DataTableColumn<Writer>[] {
  return [
    {
      key: 'writer',
      header: 'Writer',
      rowHeader: true,
      cell: (writer) => (
        <div className={identity}>
          <Avatar src={writer.image} name={writer.name} size="sm" />
          <Link to={hrefOf(writer)} className={t.link}>
            {writer.name}
          </Link>
        </div>
      ),
    },
    { key: 'ipi', header: 'IPI number', cell: (writer) => writer.ipiNumber ?? '—' },
    { key: 'pro', header: 'PRO', cell: (writer) => writer.pro ?? '—' },
  ];
}

export interface WriterTableProps extends Omit<DataTableProps<Writer>, 'columns' | 'rowKey' | 'label'> {
  hrefOf: (writer: Writer) => string;
  label?: string;
}

/** A list of writers in its five states (see `DataTable`). */
export function WriterTable({ hrefOf, label = 'Writers', ...table }: WriterTableProps) {
  return (
    <DataTable
      label={label}
      columns={writerColumns(hrefOf)}
      rowKey={(writer) => writer._id}
      rowProps={() => ({ 'data-testid': 'writer-row' })}
      subject="writers"
      cards
      {...table}
    />
  );
}
