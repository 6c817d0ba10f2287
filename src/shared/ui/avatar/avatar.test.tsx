import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';

const fallbackOf = (container: HTMLElement) => container.querySelector('[data-part="fallback"]')!;
const imageOf = (container: HTMLElement) => container.querySelector('img');
/** The image, once requested (after the page's first paint). */
const requestedImageOf = (container: HTMLElement) => vi.waitFor(() => imageOf(container) ?? Promise.reject(new Error('no image yet')));

describe('Avatar', () => {
  it('shows the initials, then (after the first paint) over an image laid out (not hidden, or it would never load) until it has loaded', async () => {
    const { container } = render(<Avatar src="/media/luna.svg" name="Luna Vale" />);
    expect(imageOf(container)).toBeNull();
    expect(fallbackOf(container)).toHaveAttribute('data-initials', 'LV');
    const image = await requestedImageOf(container);
    // Requested by the shared near-viewport watch (LazyImage), not the browser's own lazy loading.
    expect(image).toHaveAttribute('src', '/media/luna.svg');
    expect(image).not.toHaveAttribute('loading');
    expect(image).not.toHaveAttribute('hidden');
    expect(image).toHaveAttribute('data-state', 'hidden');
    expect(fallbackOf(container)).toBeVisible();
    expect(fallbackOf(container)).toHaveAttribute('data-initials', 'LV');

    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'visible');
    expect(fallbackOf(container)).not.toBeVisible();
  });

  it('drops an image that fails and keeps the initials', async () => {
    const { container } = render(<Avatar src="/media/missing.svg" name="Luna Vale" alt="Luna Vale" />);
    fireEvent.error(await requestedImageOf(container));
    expect(imageOf(container)).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fallbackOf(container)).toBeVisible();
  });

  it('loads a new picture when the source changes', async () => {
    const { container, rerender } = render(<Avatar src="/media/a.svg" name="Luna Vale" />);
    fireEvent.error(await requestedImageOf(container));
    rerender(<Avatar src="/media/b.svg" name="Luna Vale" />);
    expect(imageOf(container)).toHaveAttribute('src', '/media/b.svg');
    expect(imageOf(container)).toHaveAttribute('data-state', 'hidden');
  });
});
