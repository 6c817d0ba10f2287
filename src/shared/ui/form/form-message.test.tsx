import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormMessage } from './form-message';

describe('FormMessage', () => {
  it('announces an error as an alert', () => {
    render(<FormMessage tone="error">We could not sign you in.</FormMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you in.');
  });

  it('announces a confirmation as a status', () => {
    render(<FormMessage tone="success">Check your inbox.</FormMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox.');
  });

  it('carries the id a form points at', () => {
    render(
      <form aria-label="Profile" aria-describedby="profile-error">
        <FormMessage tone="error" id="profile-error">
          Something went wrong
        </FormMessage>
      </form>,
    );
    expect(screen.getByRole('form', { name: 'Profile' })).toHaveAccessibleDescription('Something went wrong');
  });

  it.each([null, undefined, false, ''])('renders nothing for %j', (empty) => {
    const { container } = render(<FormMessage tone="error">{empty}</FormMessage>);
    expect(container).toBeEmptyDOMElement();
  });
});
