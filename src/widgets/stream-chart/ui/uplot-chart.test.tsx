import { act, fireEvent, render, screen } from '@testing-library/react';
import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import UplotChart from './uplot-chart';

// uPlot draws on a canvas, which jsdom has not: a stand-in places the cursor by index (10 px a
// point) and calls the chart's hooks as uPlot does, so the keyboard's path is the real one.
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    cursor: { idx: number | null; left: number; top: number } = { idx: null, left: -10, top: -10 };
    over = document.createElement('div');
    root = document.createElement('div');
    constructor(
      private readonly options: uPlot.Options,
      private readonly data: number[][],
      target: HTMLElement,
    ) {
      target.append(this.over);
    }
    valToPos(value: number, scale: string) {
      return scale === 'x' ? this.data[0]!.indexOf(value) * 10 : 100 - value;
    }
    setCursor({ left, top }: { left: number; top: number }) {
      this.cursor = { idx: left < 0 ? null : left / 10, left, top };
      this.options.hooks?.setCursor?.forEach((hook) => hook?.(this as unknown as uPlot));
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const series = [
  { key: 'SPOTIFY', label: 'Spotify', points: [{ date: '2026-01-01', value: 5 }, { date: '2026-01-02', value: 7 }, { date: '2026-01-03', value: 9 }] },
  { key: 'DEEZER', label: 'Deezer', points: [{ date: '2026-01-01', value: 1 }, { date: '2026-01-02', value: 2 }, { date: '2026-01-03', value: 3 }] },
];

async function renderChart() {
  render(<UplotChart series={series} kind="count" height={200} title="Streams by platform" fromZero />);
  // The chart is drawn in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return screen.getByRole('group', { name: /Streams by platform, chart: use the left and right arrow keys/ });
}

describe('UplotChart keyboard read-out', () => {
  it('shows the latest values until the cursor moves', async () => {
    await renderChart();
    expect(screen.getByTestId('chart-readout').textContent).toBe('Latest, Jan 3, 2026Spotify 9Deezer 3');
  });

  it('moves a day with the arrow keys, to the ends with Home and End, and says the date and values', async () => {
    const chart = await renderChart();
    chart.focus();
    expect(document.activeElement).toBe(chart);
    const live = screen.getByTestId('chart-announcement');
    expect(live.getAttribute('aria-live')).toBe('polite');

    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(live.textContent).toBe('Jan 2, 2026: Spotify 7, Deezer 2');
    expect(screen.getByTestId('chart-readout').textContent).toBe('Jan 2, 2026Spotify 7Deezer 2');
    expect(screen.getByRole('tooltip').textContent).toContain('Jan 2, 2026');

    fireEvent.keyDown(chart, { key: 'Home' });
    expect(live.textContent).toBe('Jan 1, 2026: Spotify 5, Deezer 1');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(live.textContent).toBe('Jan 1, 2026: Spotify 5, Deezer 1');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live.textContent).toBe('Jan 2, 2026: Spotify 7, Deezer 2');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(live.textContent).toBe('Jan 3, 2026: Spotify 9, Deezer 3');
  });

  it('leaves with Escape: the tooltip goes and the read-out is the latest again', async () => {
    const chart = await renderChart();
    chart.focus();
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByTestId('chart-readout').textContent).toMatch(/^Latest, Jan 3, 2026/);
    expect(screen.getByTestId('chart-announcement').textContent).toBe('');
  });
});
