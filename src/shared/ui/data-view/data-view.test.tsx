import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader, pendingLine, StatCard } from './data-view';

describe('text that comes with the data keeps its line while it loads', () => {
  it('pendingLine is a blank line while loading and nothing once the data failed', () => {
    expect(pendingLine(true)).toBe('\u00a0');
    expect(pendingLine(false)).toBeUndefined();
  });

  it('a page header keeps its subtitle line while the count loads, then shows the count there', () => {
    const { container, rerender } = render(<PageHeader title="Artists" subtitle={pendingLine(true)} />);
    const line = container.querySelector('header p');
    expect(line?.textContent).toBe('\u00a0');
    rerender(<PageHeader title="Artists" subtitle="3,012 artists" />);
    expect(container.querySelector('header p')).toBe(line);
    expect(line?.textContent).toBe('3,012 artists');
    rerender(<PageHeader title="Artists" subtitle={pendingLine(false)} />);
    expect(container.querySelector('header p')).toBeNull();
  });

  it('a stat card shows its hint while its figure loads, so its height does not change when it comes', () => {
    const { container, rerender } = render(<StatCard label="Streams" value="" hint={pendingLine(true)} loading />);
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    const hint = container.querySelector('section p');
    expect(hint?.textContent).toBe('\u00a0');
    rerender(<StatCard label="Streams" value="1,204" hint="+12% vs previous period" />);
    expect(screen.getByText('1,204')).toBeTruthy();
    expect(container.querySelector('section p')).toBe(hint);
    expect(hint?.textContent).toBe('+12% vs previous period');
  });
});
