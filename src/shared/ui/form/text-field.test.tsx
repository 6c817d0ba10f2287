import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/shared/lib/zod';
import { TextareaField, TextField } from './text-field';

const schema = z.object({
  email: z.email({ error: (issue) => (issue.input ? 'Enter a valid email' : 'Email is required') }),
  nickname: z.string().optional(),
  password: z.string({ error: 'Password is required' }).min(8, 'At least 8 characters').regex(/\d/, 'Add a digit'),
  bio: z.string({ error: 'Tell us about yourself' }).max(20, 'At most 20 characters'),
});
type Values = z.infer<typeof schema>;

/** A Conform form with one field of each kind, validated by the Zod schema on submit. */
function TestForm({ defaultValue, onValid }: { defaultValue?: Partial<Values>; onValid?: (values: Values) => void }) {
  const [form, fields] = useForm({
    id: 'kit',
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onValid?.(submission.value);
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate aria-label="Kit">
      <TextField
        field={fields.email}
        label="Email"
        required
        helperText="We never share it"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
      />
      <TextField field={fields.nickname} label="Nickname" />
      <TextField field={fields.password} label="Password" required type="password" autoComplete="new-password" />
      <TextareaField field={fields.bio} label="Bio" required rows={3} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

const email = () => screen.getByLabelText(/^Email/);
const nickname = () => screen.getByLabelText('Nickname');
const password = () => screen.getByLabelText(/^Password/);
const bio = () => screen.getByLabelText(/^Bio/);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('TextField', () => {
  it('labels the input and passes its attributes through', () => {
    render(<TestForm />);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBe(email());
    expect(email()).toHaveAttribute('name', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('inputmode', 'email');
    expect(email()).toHaveAttribute('placeholder', 'you@example.com');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('marks a required field and shows the indicator after its label', () => {
    render(<TestForm />);
    expect(email()).toBeRequired();
    expect(screen.getByText('Email').closest('label')).toHaveTextContent('Email*');
    expect(nickname()).not.toBeRequired();
    expect(screen.getByText('Nickname').closest('label')).toHaveTextContent(/^Nickname$/);
  });

  it('starts from the form’s default value, and a form reset brings it back', async () => {
    render(<TestForm defaultValue={{ email: 'ada@example.com', nickname: 'Ada' }} />);
    expect(email()).toHaveValue('ada@example.com');
    expect(nickname()).toHaveValue('Ada');
    await userEvent.clear(nickname());
    await userEvent.type(nickname(), 'Countess');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(nickname()).toHaveValue('Ada');
  });

  it('never puts a password into the input from the form state', () => {
    render(<TestForm defaultValue={{ password: 'secret-password' }} />);
    expect(password()).toHaveValue('');
    expect(password()).not.toHaveAttribute('value');
  });

  it('shows the schema’s error on submit, linked to the input with the hint', async () => {
    render(<TestForm />);
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(email()).toHaveAccessibleDescription('We never share it');

    await save();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('We never share it Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
  });

  it('shows only the first error and clears it once the value is valid', async () => {
    render(<TestForm />);
    await userEvent.type(email(), 'not-an-email');
    await userEvent.type(password(), 'short');
    await save();
    expect(email()).toHaveAccessibleDescription('We never share it Enter a valid email');
    expect(password()).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.queryByText('Add a digit')).not.toBeInTheDocument();

    await userEvent.clear(email());
    await userEvent.type(email(), 'ada@example.com');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('submits the typed values once the schema accepts them', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.type(password(), 'secret-password-1');
    await userEvent.type(bio(), 'Engines');
    await save();
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-password-1', bio: 'Engines' });
  });
});

describe('TextareaField', () => {
  it('labels a textarea, starts from the default value and passes attributes through', () => {
    render(<TestForm defaultValue={{ bio: 'Counting engines' }} />);
    expect(screen.getByRole('textbox', { name: /^Bio/ })).toBe(bio());
    expect(bio().tagName).toBe('TEXTAREA');
    expect(bio()).toBeRequired();
    expect(bio()).toHaveAttribute('rows', '3');
    expect(bio()).toHaveValue('Counting engines');
  });

  it('shows the schema’s error on submit, linked to the textarea', async () => {
    render(<TestForm />);
    await userEvent.type(bio(), 'Far more than twenty characters');
    await save();
    expect(bio()).toHaveAttribute('aria-invalid', 'true');
    expect(bio()).toHaveAccessibleDescription('At most 20 characters');
  });
});
