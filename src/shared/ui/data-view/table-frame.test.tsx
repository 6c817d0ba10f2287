import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableFrame } from './table-frame';

function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

/** As browsers do: each observed element's size is reported once it is laid out (later). */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    setTimeout(() => this.report([], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
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
  beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a named region in the tab order while the table is wider than it (keyboard scrolling)', async () => {
    widths(900, 360);
    render(<TableFrame label="Unclaimed royalty lines">{table}</TableFrame>);
    const region = await screen.findByRole('region', { name: 'Unclaimed royalty lines' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('adds no tab stop and no landmark when the table fits', async () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    render(<TableFrame label="Unclaimed royalty lines">{table}</TableFrame>);
    expect(measured).not.toHaveBeenCalled(); // not while rendering: that would force a layout
    await vi.waitFor(() => expect(measured).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
