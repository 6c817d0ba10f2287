import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './data-view';

describe('StatCard', () => {
  it('shows its change signed, with an arrow, and says it in words', () => {
    render(<StatCard label="Streams" value="1,124" change={{ current: 1124, previous: 1000 }} trend={[1, 2, 3]} />);
    const card = screen.getByRole('heading', { name: 'Streams' }).parentElement;
    expect(card).toHaveTextContent('+12.4%');
    expect(screen.getByText('up 12.4% vs previous period')).toBeInTheDocument();
    expect(screen.getByTestId('stat-change').querySelector('[data-direction=up] svg')).not.toBeNull();
    expect(screen.getByTestId('sparkline')).toBeInTheDocument();
  });

  it('keeps the value as the first block after its label (what the figure journeys read)', () => {
    render(<StatCard label="Followers" value="12" change={{ current: 9, previous: 10 }} />);
    const heading = screen.getByRole('heading', { name: 'Followers' });
    expect(heading.nextElementSibling).toHaveTextContent('12');
    expect(heading.parentElement).toHaveTextContent('\u221210.0%');
    expect(screen.queryByTestId('sparkline')).not.toBeInTheDocument();
  });

  it('keeps the room of the change and trend while it loads', () => {
    render(<StatCard label="Streams" value="" loading change={{ current: 0, previous: 0 }} trend={[]} />);
    expect(screen.queryByTestId('stat-change')).not.toBeInTheDocument();
    // The comparison's words hold their place (a narrow tile wraps them to a second line), unheard.
    const placeholder = screen.getByTestId('stat-change-placeholder');
    expect(placeholder).toHaveTextContent('vs previous period');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Streams' }).parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
