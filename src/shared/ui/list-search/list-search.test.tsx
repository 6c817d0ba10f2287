import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListSearch } from './list-search';

describe('ListSearch', () => {
  it('searches on Enter (a history entry) and on leaving the field (replacing it), trimmed', async () => {
    const onSearch = vi.fn();
    render(<ListSearch value={undefined} onSearch={onSearch} placeholder="Name" />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, '  luna {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('luna', { replace: false });
    await userEvent.clear(field);
    await userEvent.tab();
    expect(onSearch).toHaveBeenLastCalledWith(undefined, { replace: true });
  });

  it('shows the address’s search when it changes while the field is not in use', () => {
    const { rerender } = render(<ListSearch value="luna" onSearch={vi.fn()} placeholder="Name" />);
    expect(screen.getByRole('searchbox')).toHaveValue('luna');
    rerender(<ListSearch value={undefined} onSearch={vi.fn()} placeholder="Name" />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('leaves what is being typed alone', async () => {
    const { rerender } = render(<ListSearch value="luna" onSearch={vi.fn()} placeholder="Name" />);
    const field = screen.getByRole('searchbox');
    await userEvent.type(field, ' vale');
    rerender(<ListSearch value="other" onSearch={vi.fn()} placeholder="Name" />);
    expect(field).toHaveValue('luna vale');
  });
});
