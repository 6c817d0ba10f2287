import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminEmailSegmentsPage } from './email-segments-page';
import { failure, page, renderAt, segment } from './email-test-kit';

afterEach(() => vi.restoreAllMocks());

describe('AdminEmailSegmentsPage', () => {
  it('lists segments with their counts, searched from the address', async () => {
    const { requests } = renderAt('/admin/email/segments', <AdminEmailSegmentsPage />, '/admin/email/segments?search=art', () => page([segment(1, { name: 'Artists' })]));
    const [row] = await screen.findAllByTestId('segment-row');
    expect(within(row!).getByRole('link', { name: '42 subscribers in Artists' })).toHaveAttribute('href', '/admin/email/subscribers?segmentId=65f0c0ffee0000000000e001');
    expect(within(row!).getByText('1 rule')).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('search')).toBe('art');
  });

  it('says there are none yet and offers to build one', async () => {
    renderAt('/admin/email/segments', <AdminEmailSegmentsPage />, '/admin/email/segments', () => page([]));
    expect(await screen.findByText('No segments yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New segment' }).length).toBeGreaterThan(0);
  });

  it('shows an error with a way to try again', async () => {
    renderAt('/admin/email/segments', <AdminEmailSegmentsPage />, '/admin/email/segments', () => failure(500, 'Boom'));
    expect(await screen.findByText('Unable to load segments')).toBeInTheDocument();
  });
});
