import type { HTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import { tableStyles as t, TableFrame } from '../data-view';
import { Menu } from '../menu';
import { RowCheckbox } from './checkbox';
import { ariaSort, nextTableSort, shownDirection, SortButton } from './sort-header';
import type { DataTableColumn, TableRowActions, TableSelection, TableSort } from './types';

const styles = {
  selectCell: css({ w: '8' }),
  selected: css({ bg: 'bg.subtle' }),
  // Outweigh the cell's own `textAlign: 'start'` (see `tableStyles.numeric`).
  end: css({ '&[class]': { textAlign: 'end' } }),
  center: css({ '&[class]': { textAlign: 'center' } }),
};

/** Attributes of a row's `<tr>` (a test id, a class). */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export interface TableViewProps<Row> {
  /** What the table holds: its caption, and the name of its frame while it scrolls. */
  label: string;
  /** The frame's name instead, where a section around the table already bears `label` (e.g. "Agreements table"). */
  frameLabel?: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowProps?: (row: Row) => RowAttributes;
  /** The row's actions menu, in a last column. */
  actions?: TableRowActions<Row>;
  /** A checkbox column: given only where the list is selectable. */
  selection?: TableSelection<Row>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** `card`: the table is a card of its own; `plain`: inside a card. */
  variant?: 'card' | 'plain';
  /** Rows become cards on a phone (see `TableFrame`). */
  cards?: boolean;
  className?: string;
}

function alignClass<Row>(column: DataTableColumn<Row>) {
  if (column.numeric) return t.numeric;
  return column.align === 'end' ? styles.end : column.align === 'center' ? styles.center : undefined;
}

function cardLabel<Row>(column: DataTableColumn<Row>): string | undefined {
  if (column.label === false) return undefined;
  if (column.label !== undefined) return column.label;
  return !column.rowHeader && !column.hideHeader && typeof column.header === 'string' ? column.header : undefined;
}

function HeaderCell<Row>({ column, sort, onSortChange }: { column: DataTableColumn<Row>; sort?: TableSort; onSortChange?: (sort: TableSort) => void }) {
  const className = cx(t.th, alignClass(column), column.headerClassName);
  const header = column.hideHeader ? <span className={t.visuallyHidden}>{column.header}</span> : column.header;
  if (!column.sortKey || !onSortChange) {
    return (
      <th scope="col" className={className}>
        {header}
      </th>
    );
  }
  const key = column.sortKey;
  const direction = shownDirection(sort, key, column.sortFirst);
  return (
    <th scope="col" className={className} aria-sort={ariaSort(direction)}>
      <SortButton direction={direction} onClick={() => onSortChange(nextTableSort(sort, key, column.sortFirst))}>
        {header}
      </SortButton>
    </th>
  );
}

/** A row's actions menu; none where the row has no action. */
function RowMenu<Row>({ row, actions }: { row: Row; actions: TableRowActions<Row> }) {
  const items = actions.items(row);
  if (items.length === 0) return null;
  return (
    <Menu
      trigger={
        <Button variant="outline" size="sm" aria-label={actions.label(row)} onPointerEnter={actions.onIntent}>
          Actions
        </Button>
      }
      items={items}
    />
  );
}

/** The table of a list (see `DataTable` for its states and pages): a caption, typed columns, selection, row actions. */
export function TableView<Row>({ label, frameLabel, columns, rows, rowKey, rowProps, actions, selection, sort, onSortChange, variant, cards, className }: TableViewProps<Row>) {
  const selectedOnPage = selection ? rows.filter(selection.isSelected).length : 0;
  return (
    <TableFrame label={frameLabel ?? label} variant={variant} cards={cards}>
      <table className={cx(t.table, className)}>
        <caption className={t.caption}>{label}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={cx(t.th, styles.selectCell)} data-label="Select all">
                <RowCheckbox
                  label={selection.allLabel}
                  checked={rows.length > 0 && selectedOnPage === rows.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                  onChange={(checked) => selection.onChange(rows, checked)}
                />
              </th>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
            {actions && (
              <th scope="col" className={t.th}>
                <span className={t.visuallyHidden}>Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const selected = selection?.isSelected(row) ?? false;
            const attributes = rowProps?.(row);
            return (
              <tr key={rowKey(row, index)} {...attributes} className={cx(selected && styles.selected, attributes?.className)}>
                {selection && (
                  <td className={cx(t.td, styles.selectCell)}>
                    <RowCheckbox label={selection.label(row)} checked={selected} onChange={(checked) => selection.onChange([row], checked)} />
                  </td>
                )}
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cx(t.td, alignClass(column), column.className)}
                      data-label={cardLabel(column)}
                      {...column.cellProps?.(row)}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  );
                })}
                {actions && (
                  <td className={t.td}>
                    <RowMenu row={row} actions={actions} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
