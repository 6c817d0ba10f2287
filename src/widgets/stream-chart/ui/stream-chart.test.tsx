import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StreamChart } from './stream-chart';

const chartModuleLoaded = vi.fn();
vi.mock('./uplot-chart', () => {
  chartModuleLoaded();
  return { default: () => <div data-testid="uplot-chart" /> };
});

const zeros = [
  { key: 'SPOTIFY', label: 'Spotify', points: [{ date: '2026-01-01', value: 0 }, { date: '2026-01-02', value: 0 }] },
];

describe('StreamChart', () => {
  it('shows what to do next instead of a flat line when every value is zero', () => {
    render(
      <StreamChart
        title="Streams by platform"
        series={zeros}
        empty={{ title: 'No streams yet', description: 'Verify your artist on Spotify.' }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Streams by platform' })).toBeTruthy();
    expect(screen.getByText('No streams yet')).toBeTruthy();
    expect(screen.getByText('Verify your artist on Spotify.')).toBeTruthy();
    expect(screen.queryByTestId('uplot-chart')).toBeNull();
  });

  it('has a default empty state without points', () => {
    render(<StreamChart title="Daily streams" series={[]} />);
    expect(screen.getByText('No data for this period')).toBeTruthy();
  });

  it('summarises a chart with data in words, its dates formatted', () => {
    const series = [{ key: 'SPOTIFY', label: 'Spotify', points: [{ date: '2026-01-01', value: 5 }, { date: '2026-01-02', value: 7 }] }];
    render(<StreamChart title="Streams by platform" series={series} />);
    expect(screen.getByText('Total 12 from Jan 1, 2026 to Jan 2, 2026.')).toBeTruthy();
    expect(screen.queryByText('No data for this period')).toBeNull();
  });

  it('loads the chart library only after the first paint, holding its place meanwhile', async () => {
    const series = [{ key: 'SPOTIFY', label: 'Spotify', points: [{ date: '2026-01-01', value: 5 }, { date: '2026-01-02', value: 7 }] }];
    const { container } = render(<StreamChart title="Streams by platform" series={series} height={200} />);
    expect(screen.queryByTestId('uplot-chart')).toBeNull();
    expect(chartModuleLoaded).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLElement>('[aria-busy="true"]')?.style.height).toBe('232px'); // the chart and its read-out
    expect(await screen.findByTestId('uplot-chart')).toBeTruthy();
    expect(chartModuleLoaded).toHaveBeenCalledTimes(1);
  });

  it('lists its series largest first, and says so', () => {
    const series = [
      { key: 'DEEZER', label: 'Deezer', points: [{ date: '2026-01-01', value: 1 }] },
      { key: 'SPOTIFY', label: 'Spotify', points: [{ date: '2026-01-01', value: 9 }] },
    ];
    const { container } = render(<StreamChart title="Streams by platform" series={series} />);
    expect(container.querySelector('figcaption')?.textContent).toMatch(/^Total 10 .*, across 2 platforms, largest first\.$/);
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Spotify', 'Deezer']);
  });
});
