import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input';
import { Field } from './field';

describe('Field', () => {
  it('links the label, helper text and error text to the input', () => {
    render(
      <Field label="Email" helperText="We never share it" error="Email is required" required>
        <Input name="email" />
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);

    const error = screen.getByText('Email is required');
    const helper = screen.getByText('We never share it');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toContain(error.id);
    expect(describedBy).toContain(helper.id);
  });

  it('shows no error and is valid without an error message', () => {
    const { container } = render(
      <Field label="Name">
        <Input name="name" />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelector('[data-part="error-text"]')).toBeNull();
  });
});
