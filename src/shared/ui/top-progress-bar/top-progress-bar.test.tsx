import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgressBar } from './top-progress-bar';
import { COMPLETE_MS } from './use-page-progress';

describe('TopProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders nothing while idle', () => {
    render(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows while active, then completes and disappears', () => {
    const { rerender } = render(<TopProgressBar active={false} />);

    rerender(<TopProgressBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.getAttribute('data-state')).toBe('loading');

    act(() => vi.advanceTimersByTime(2000));
    const progress = Number(bar.style.getPropertyValue('--progress'));
    expect(progress).toBeGreaterThan(0.08);
    expect(progress).toBeLessThan(0.9);

    rerender(<TopProgressBar active={false} />);
    expect(bar.getAttribute('data-state')).toBe('completing');
    expect(bar.style.getPropertyValue('--progress')).toBe('1');

    act(() => vi.advanceTimersByTime(COMPLETE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
