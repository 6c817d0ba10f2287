import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppToaster, preloadToaster } from '../toast';
import { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';

beforeAll(async () => {
  await preloadToaster();
});

describe('ExportCsvButton', () => {
  it('shows how far a long export has got, and cancels it without an error', async () => {
    const user = userEvent.setup();
    let report: (done: number, total: number) => void = () => undefined;
    let signal: AbortSignal | undefined;
    const onExport: ExportCsvButtonProps['onExport'] = (options) =>
      new Promise((_, reject) => {
        report = options.onProgress;
        signal = options.signal;
        options.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    render(
      <>
        <ExportCsvButton onExport={onExport} />
        <AppToaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting…')).toBeInTheDocument();
    report(1200, 5000);
    expect(await screen.findByText('Exporting 1,200 of 5,000 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByText('Export failed')).not.toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ExportCsvButton onExport={() => Promise.reject(new Error('Server error. Please try again later.'))} />
        <AppToaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
  });
});
