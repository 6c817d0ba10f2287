import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listParam, listQuery } from '@/shared/lib/list-query';
import { FilterBar } from '../data-view';
import { DataTable } from './data-table';
import { useListTable } from './use-list-table';

const schema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(2),
  status: listParam.oneOf(['live', 'draft']),
  sortBy: listParam.oneOf(['title', 'plays'], 'title'),
  sortDirection: listParam.oneOf(['asc', 'desc'], 'asc'),
});

const items = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }];

function Songs({ empty = false }: { empty?: boolean }) {
  const list = useListTable(schema);
  return (
    <>
      <FilterBar label="Filter songs" {...list.filterBar}>
        <button type="button" onClick={() => list.update({ status: 'live' })}>
          Only live
        </button>
      </FilterBar>
      <DataTable
        {...list.table}
        label="Songs"
        pagesLabel="Song pages"
        columns={[
          { key: 'title', header: 'Title', rowHeader: true, cell: (row) => row.title, sortKey: 'title' },
          { key: 'plays', header: 'Plays', numeric: true, cell: () => 0, sortKey: 'plays', sortFirst: 'desc' },
        ]}
        rowKey={(row) => row.id}
        request={{ isPending: false, isError: false, error: null, refetch: () => {} }}
        rows={empty ? [] : items}
        total={7}
        empty={{ title: 'No songs yet' }}
        filteredEmpty={{ title: 'No songs match' }}
      />
    </>
  );
}

function renderAt(path: string, empty = false) {
  const router = createMemoryRouter([{ path: '/songs', element: <Songs empty={empty} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListTable binds a table to the address', () => {
  it('reads the page and sort from the address and writes the next ones there', async () => {
    const router = renderAt('/songs?page=2&sortBy=plays&sortDirection=desc');
    const pages = screen.getByRole('navigation', { name: 'Song pages' });
    expect(within(pages).getByText('3–4 of 7')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Plays' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3&sortBy=plays&sortDirection=desc');
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    // A new order starts at the first page; the defaults stay out of the address.
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(router.state.location.search).toBe('?sortDirection=desc');
  });

  it('an order alone does not make an empty list "filtered"; a filter does, and "Clear filters" clears it', async () => {
    const router = renderAt('/songs?sortBy=plays', true);
    expect(screen.getByText('No songs yet')).toBeInTheDocument();
    await act(() => router.navigate('/songs?status=live'));
    expect(screen.getByText('No songs match')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('No songs yet')).toBeInTheDocument();
  });
});
