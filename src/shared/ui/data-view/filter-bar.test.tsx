import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

/** A screen as wide as `width`: `(max-width: N px)` queries match at or below N. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const filters = (
  <label>
    Format
    <select defaultValue="">
      <option value="">All formats</option>
    </select>
  </label>
);

describe('FilterBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the search and the filters in one row on a desktop', () => {
    screenWidth(1440);
    render(
      <FilterBar label="Filter releases" count={1} search={<input type="search" aria-label="Search" />} onClear={() => {}}>
        {filters}
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter releases' });
    expect(within(bar).getByLabelText('Format')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('folds the filters behind "Filters (n)" on a phone and opens them in a drawer', async () => {
    screenWidth(390);
    const clear = vi.fn();
    render(
      <FilterBar label="Filter releases" count={2} search={<input type="search" aria-label="Search" />} onClear={clear}>
        {filters}
      </FilterBar>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Format')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('group', { name: 'Filter releases' })).toContainElement(within(drawer).getByLabelText('Format'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('names no count while no filter is set', () => {
    screenWidth(390);
    render(<FilterBar label="Filter users" count={0}>{filters}</FilterBar>);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a list with a search alone in one row on a phone: there is nothing to fold', async () => {
    screenWidth(390);
    const clear = vi.fn();
    render(<FilterBar label="Filter lists" count={0} search={<input type="search" aria-label="Search" />} onClear={clear} />);
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    await userEvent.click(within(screen.getByRole('search', { name: 'Filter lists' })).getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalledOnce();
  });
});
