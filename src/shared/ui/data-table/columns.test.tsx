import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tableStyles as t } from '../data-view';
import { countColumn, countColumns, dateColumn, figureColumn, linkColumn } from './columns';
import { TableView } from './table-view';
import type { DataTableColumn } from './types';

interface Release {
  id: string;
  title: string;
  artist: string | null;
  streams: number;
  saves: number | null;
  releasedAt: string | null;
}

const rows: Release[] = [
  { id: 'a', title: 'Midnight Drive', artist: 'Nova', streams: 1234567, saves: null, releasedAt: '2026-03-04T15:30:00Z' },
  { id: 'b', title: 'Low Tide', artist: null, streams: 30, saves: 2, releasedAt: null },
];

function renderColumns(columns: DataTableColumn<Release>[]) {
  render(
    <MemoryRouter>
      <TableView label="Releases" columns={columns} rows={rows} rowKey={(row) => row.id} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('column builders', () => {
  it('formats a count and aligns it as a figure, a missing one as a dash', () => {
    const [first, second] = renderColumns([countColumn('streams', 'Streams', (row) => row.streams), countColumn('saves', 'Saves', (row) => row.saves)]);
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,234,567', '—']);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['30', '2']);
    expect(screen.getByRole('columnheader', { name: 'Streams' }).className).toContain(t.numeric);
    expect(within(first!).getAllByRole('cell')[0]!.className).toContain(t.numeric);
  });

  it('makes one count column per field, in the order given', () => {
    const columns = countColumns<Release>({ saves: 'Saves', streams: 'Streams' });
    expect(columns.map((column) => [column.key, column.header, column.numeric])).toEqual([
      ['saves', 'Saves', true],
      ['streams', 'Streams', true],
    ]);
    const [first] = renderColumns(columns);
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '1,234,567']);
  });

  it('writes a figure with its own format and keeps the options given', () => {
    const column = figureColumn<Release>('share', 'Share', (row) => `${row.streams % 100}%`, { sortKey: 'share' });
    expect(column).toMatchObject({ numeric: true, sortKey: 'share' });
    const [first] = renderColumns([column]);
    expect(within(first!).getByRole('cell').textContent).toBe('67%');
  });

  it('writes a day, a moment with its time, and what stands for a missing date', () => {
    const [first, second] = renderColumns([
      dateColumn('day', 'Released', (row) => row.releasedAt),
      dateColumn('moment', 'At', (row) => row.releasedAt, { withTime: true, missing: 'Not yet' }),
    ]);
    const [day, moment] = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(day).toMatch(/2026/);
    expect(moment).toMatch(/2026.*\d:\d\d/);
    expect(moment).not.toBe(day);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', 'Not yet']);
  });

  it('names the row with a link to its page and a note only where there is one', () => {
    const [first, second] = renderColumns([linkColumn('title', 'Release', { to: (row) => `/releases/${row.id}`, text: (row) => row.title, note: (row) => row.artist })]);
    const header = within(first!).getByRole('rowheader');
    expect(within(header).getByRole('link', { name: 'Midnight Drive' })).toHaveAttribute('href', '/releases/a');
    expect(header).toHaveTextContent('Midnight DriveNova');
    expect(within(second!).getByRole('rowheader').textContent).toBe('Low Tide');
  });
});
