import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MobileUnsupportedPage } from './mobile-page';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/mobile', element: <MobileUnsupportedPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('/mobile', () => {
  it('explains and offers to continue anyway', () => {
    renderAt('/mobile');
    expect(screen.getByRole('heading', { name: 'Mobile devices are not supported yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue anyway' })).toHaveAttribute('href', '/');
  });

  it('continues to a safe returnTo', () => {
    renderAt('/mobile?returnTo=%2Fdashboard%2Fworks');
    expect(screen.getByRole('link', { name: 'Continue anyway' })).toHaveAttribute('href', '/dashboard/works');
  });

  it('ignores another origin', () => {
    renderAt('/mobile?returnTo=https%3A%2F%2Fevil.test');
    expect(screen.getByRole('link', { name: 'Continue anyway' })).toHaveAttribute('href', '/');
  });
});
