import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadMenu } from '../menu';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn } from './types';

interface Song {
  id: string;
  title: string;
  plays: number;
}

const songs: Song[] = [
  { id: 'a', title: 'Midnight Drive', plays: 1200 },
  { id: 'b', title: 'Low Tide', plays: 30 },
];

const columns: DataTableColumn<Song>[] = [
  { key: 'title', header: 'Song', rowHeader: true, cell: (song) => song.title, sortKey: 'title' },
  { key: 'plays', header: 'Plays', numeric: true, cell: (song) => song.plays, sortKey: 'plays', sortFirst: 'desc' },
];

const done = { isPending: false, isError: false, error: null, refetch: () => {} };

function renderTable(props: Partial<DataTableProps<Song>> = {}) {
  return render(
    <DataTable<Song>
      label="Songs"
      columns={columns}
      rowKey={(song) => song.id}
      request={done}
      rows={songs}
      empty={{ title: 'No songs yet', description: 'Upload a release to see its songs.' }}
      {...props}
    />,
  );
}

beforeAll(async () => {
  await preloadMenu();
});

describe('DataTable states', () => {
  it('shows a skeleton named after the list while it loads', () => {
    renderTable({ request: { ...done, isPending: true }, rows: undefined, loadingLabel: 'Loading songs' });
    expect(screen.getByRole('status', { name: 'Loading songs' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table', { name: 'Songs' })).toBeNull();
  });

  it('shows the error with a retry that asks again', async () => {
    const refetch = vi.fn();
    renderTable({ request: { isPending: false, isError: true, error: new Error('The server is resting.'), refetch }, rows: undefined, errorTitle: 'Unable to load songs' });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Unable to load songs')).toBeInTheDocument();
    expect(within(alert).getByText('The server is resting.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('names its loading and error states after its subject', () => {
    const { unmount } = renderTable({ request: { ...done, isPending: true }, rows: undefined, subject: 'demo songs' });
    expect(screen.getByRole('status', { name: 'Loading demo songs' })).toBeInTheDocument();
    unmount();
    renderTable({ request: { isPending: false, isError: true, error: new Error('Down.'), refetch: vi.fn() }, rows: undefined, subject: 'demo songs' });
    expect(within(screen.getByRole('alert')).getByText('Unable to load demo songs')).toBeInTheDocument();
  });

  it('says when the filters match nothing, and clears them', async () => {
    const clear = vi.fn();
    renderTable({ rows: [], filtered: true, onClearFilters: clear, filteredEmpty: { title: 'No songs match these filters' } });
    expect(screen.getByText('No songs match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No songs yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('gives the next step when there is nothing at all', () => {
    renderTable({ rows: [], onClearFilters: vi.fn(), empty: { title: 'No songs yet', description: 'Upload a release.', action: <a href="/new">New release</a> } });
    expect(screen.getByText('No songs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New release' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the rows under their headers, figures aligned to the end, with their pages', async () => {
    const onPageChange = vi.fn();
    renderTable({ total: 60, pagination: { page: 1, pageSize: 25, onPageChange }, pagesLabel: 'Song pages', rowProps: () => ({ 'data-testid': 'song-row' }) });
    const table = screen.getByRole('table', { name: 'Songs' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Song', 'Plays']);
    const rows = screen.getAllByTestId('song-row');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Midnight Drive');
    expect(within(rows[0]!).getByText('1200')).toHaveAttribute('data-label', 'Plays');
    const pages = screen.getByRole('navigation', { name: 'Song pages' });
    expect(within(pages).getByText('1–25 of 60')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('DataTable of a paged request', () => {
  const pagination = { page: 1, pageSize: 25, onPageChange: () => {} };

  it('takes its rows and total from the page the API answered', () => {
    renderTable({ request: undefined, rows: undefined, page: { ...done, data: { items: songs, total: 60 } }, pagination, pagesLabel: 'Song pages' });
    expect(within(screen.getByRole('table', { name: 'Songs' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Midnight Drive', 'Low Tide']);
    expect(within(screen.getByRole('navigation', { name: 'Song pages' })).getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('says "about" before a total the API estimated, and pages by it', () => {
    renderTable({ request: undefined, rows: undefined, page: { ...done, data: { items: songs, total: 98_437, totalIsEstimate: true } }, pagination, pagesLabel: 'Song pages' });
    const pages = screen.getByRole('navigation', { name: 'Song pages' });
    expect(within(pages).getByText('1–25 of about 98,000')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 3938' })).toBeInTheDocument();
  });

  it('loads and fails as the page’s request does', async () => {
    const { unmount } = renderTable({ request: undefined, rows: undefined, page: { ...done, isPending: true }, loadingLabel: 'Loading songs' });
    expect(screen.getByRole('status', { name: 'Loading songs' })).toBeInTheDocument();
    unmount();
    const refetch = vi.fn();
    renderTable({ request: undefined, rows: undefined, page: { isPending: false, isError: true, error: new Error('The server is resting.'), refetch }, errorTitle: 'Unable to load songs' });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('DataTable sort, actions and selection', () => {
  it('sorts by a header: the same column turns around, another starts in its first direction', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { by: 'title', direction: 'asc' }, onSortChange });
    const title = screen.getByRole('columnheader', { name: 'Song' });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Plays' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(title).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'title', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Plays' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'plays', direction: 'desc' });
  });

  it('opens a row’s actions menu, named after the row', async () => {
    const onDelete = vi.fn();
    renderTable({ actions: { label: (song) => `Actions for ${song.title}`, items: (song) => [{ value: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => onDelete(song.id) }] } });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Low Tide' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    expect(onDelete).toHaveBeenCalledWith('b');
  });

  it('selects rows one by one and all at once, as its owner keeps them', async () => {
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <DataTable<Song>
          label="Songs"
          columns={columns}
          rowKey={(song) => song.id}
          request={done}
          rows={songs}
          empty={{ title: 'None' }}
          selection={{
            isSelected: (song) => selected.has(song.id),
            onChange: (rows, on) => setSelected((current) => {
              const next = new Set(current);
              for (const row of rows) if (on) next.add(row.id); else next.delete(row.id);
              return next;
            }),
            label: (song) => `Select ${song.title}`,
            allLabel: 'Select all songs on this page',
          }}
        />
      );
    }
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all songs on this page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Low Tide' }));
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Midnight Drive' })).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Low Tide' })).not.toBeChecked();
  });
});
