import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/shared/lib/zod';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ name: z.string({ error: 'Name is required' }).trim() });

function Harness({ onValid, validateOn }: { onValid: (value: { name: string }) => void; validateOn?: 'submit' | 'blur' }) {
  const [form, fields] = useSchemaForm({ id: 'harness', schema, defaultValue: { name: '' }, validateOn, onValid });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate>
      <input aria-label="Name" name={fields.name.name} defaultValue={fields.name.initialValue} />
      <input aria-label="Other" name="other" />
      <p role="alert">{fields.name.errors?.[0]}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('hands on the parsed values only when the schema takes them', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada' }, expect.objectContaining({ status: 'success' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });


  it('leaves a field unchecked when it is left, by default', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});

describe('useSchemaForm validating on blur', () => {
  it('checks a field when it is left, then again as it is typed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} validateOn="blur" />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('textbox', { name: 'Other' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'A' }, expect.objectContaining({ status: 'success' }));
  });
});
