import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from '@/shared/lib/zod';
import { NewPasswordFields } from './new-password-fields';
import { useSchemaForm } from './use-schema-form';

const schema = z
  .object({ password: z.string({ error: 'Password is required' }).min(8, 'Too short'), confirm: z.string({ error: 'Confirm it' }) })
  .refine((value) => value.password === value.confirm, { message: 'Passwords do not match', path: ['confirm'] });

function Harness({ withConfirm = true }: { withConfirm?: boolean }) {
  const [form, fields] = useSchemaForm({ id: 'new-password', schema, onValid: () => undefined });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate>
      <NewPasswordFields password={fields.password} confirm={withConfirm ? fields.confirm : undefined} minLength={8} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('asks for a new password with the rule as its hint, and its confirmation', async () => {
    render(<Harness />);
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toBeRequired();
    expect(password.getAttribute('aria-describedby')).toContain(screen.getByText('At least 8 characters').id);
    await userEvent.type(password, 'long enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('leaves the confirmation out when the form has none', () => {
    render(<Harness withConfirm={false} />);
    expect(screen.queryByLabelText(/^Confirm/)).toBeNull();
  });
});
