import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportPage } from './report-page';

describe('ReportPage', () => {
  it('shows its header, filters and table, and exports with progress', async () => {
    let finish: (value: { filename: string; rows: number }) => void = () => {};
    const onExport = vi.fn(({ onProgress }: { onProgress: (done: number, total: number) => void }) => {
      onProgress(500, 2000);
      return new Promise<{ filename: string; rows: number }>((resolve) => (finish = resolve));
    });
    render(
      <ReportPage title="Usage" subtitle="By month" onExport={onExport} filters={<div role="search" aria-label="Filter usage" />}>
        <table aria-label="Usage" />
      </ReportPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter usage' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Usage' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting 500 of 2,000 rows')).toBeInTheDocument();
    finish({ filename: 'usage.csv', rows: 2000 });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('has no export button when the report has no export', () => {
    render(<ReportPage title="Artists">{null}</ReportPage>);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
