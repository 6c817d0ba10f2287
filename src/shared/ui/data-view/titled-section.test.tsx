import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its heading, at the level asked', () => {
    render(
      <TitledSection title="Audience" level={3}>
        <p>Who receives it</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Audience' });
    expect(screen.getByRole('heading', { level: 3, name: 'Audience' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Who receives it');
  });

  it('uses the id it is given for its heading, as a level-2 heading unless told', () => {
    render(
      <TitledSection id="user-profile" title="Profile">
        <p>Names</p>
      </TitledSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toHaveAttribute('id', 'user-profile');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveAttribute('aria-labelledby', 'user-profile');
  });
});
