import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from './email-address';

describe('an email address in a table', () => {
  it('may break after the "@" and before a dot of its domain, never inside a name', () => {
    expect(emailBreakParts('ada.lovelace@mail.example.com')).toEqual(['ada.lovelace@', 'mail', '.example', '.com']);
    expect(emailBreakParts('no-at-sign')).toEqual(['no-at-sign']);
  });

  it('reads as the whole address, which is also its title', () => {
    const { container } = render(<EmailAddress email="artist@demo.test" />);
    const address = container.querySelector('span')!;
    expect(address.textContent).toBe('artist@demo.test');
    expect(address).toHaveAttribute('title', 'artist@demo.test');
    expect(address.querySelectorAll('wbr')).toHaveLength(2);
  });
});
