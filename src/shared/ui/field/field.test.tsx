import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input, NativeSelect, Textarea } from '../input';
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

  it('links a textarea and a select like an input', () => {
    render(
      <>
        <Field label="Bio" error="Too long">
          <Textarea name="bio" />
        </Field>
        <Field label="Genre" required>
          <NativeSelect name="genre">
            <option>Pop</option>
          </NativeSelect>
        </Field>
      </>,
    );
    const bio = screen.getByLabelText('Bio');
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    expect(bio.getAttribute('aria-describedby')).toContain(screen.getByText('Too long').id);
    expect(screen.getByLabelText(/Genre/).hasAttribute('required')).toBe(true);
  });

  it('leaves an input outside a field a plain element with its own description', () => {
    render(<Input aria-label="Search" aria-describedby="hint" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.getAttribute('aria-describedby')).toBe('hint');
    expect(input.hasAttribute('data-part')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
