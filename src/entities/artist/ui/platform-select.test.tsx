import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlatformSelect } from './platform-select';

describe('PlatformSelect', () => {
  it('offers every platform after "All platforms" and reports the choice, undefined for all', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<PlatformSelect value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['All platforms', 'Spotify', 'Apple Music']),
    );
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('All platforms');
    await userEvent.selectOptions(select, 'Spotify');
    expect(onChange).toHaveBeenLastCalledWith('SPOTIFY');
    rerender(<PlatformSelect value="SPOTIFY" onChange={onChange} />);
    await userEvent.selectOptions(select, 'All platforms');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
