import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StickyActions } from './sticky-actions';

describe('StickyActions', () => {
  it('holds its actions in one bar, with the row class it is given', () => {
    render(
      <form aria-label="Campaign">
        <StickyActions className="row">
          <button type="submit">Save draft</button>
          <button type="submit">Send now</button>
        </StickyActions>
      </form>,
    );
    const bar = screen.getByRole('button', { name: 'Save draft' }).parentElement;
    expect(bar).toHaveAttribute('data-sticky-actions');
    expect(bar).toHaveClass('row');
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Send now' }));
  });
});
