import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableFrame } from './table-frame';

function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table>
    <caption>Unclaimed royalty lines</caption>
    <tbody>
      <tr>
        <td>Line</td>
      </tr>
    </tbody>
  </table>
);

describe('TableFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region in the tab order while the table is wider than it (keyboard scrolling)', () => {
    widths(900, 360);
    render(<TableFrame label="Unclaimed royalty lines">{table}</TableFrame>);
    const region = screen.getByRole('region', { name: 'Unclaimed royalty lines' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('adds no tab stop and no landmark when the table fits', () => {
    widths(600, 600);
    render(<TableFrame label="Unclaimed royalty lines">{table}</TableFrame>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
