import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('submits its form, with Cancel beside it', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const cancel = vi.fn();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <FormActions confirmLabel="Save changes" onCancel={cancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(submit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledOnce();
  });

  it('runs a confirmation without submitting, and holds both buttons while busy', async () => {
    const confirm = vi.fn();
    const submit = vi.fn();
    const view = render(
      <form onSubmit={submit}>
        <FormActions confirmLabel="Delete" tone="danger" onConfirm={confirm} onCancel={vi.fn()} cancelLabel="Keep it" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
    view.rerender(<FormActions confirmLabel="Delete" onConfirm={confirm} onCancel={vi.fn()} cancelLabel="Keep it" busy />);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows no Cancel when there is no way back', () => {
    render(<FormActions confirmLabel="Create invitation" />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Create invitation']);
  });

  it('gives a guest form one large submit button across the form', () => {
    render(<FormActions confirmLabel="Sign in" busy fullWidth />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button.className).toContain('button--fullWidth_true');
    expect(button.className).toContain('button--size_lg');
  });

  it('keeps a long form’s row in the sticky action bar only when asked', () => {
    const view = render(<FormActions confirmLabel="Save changes" />);
    expect(screen.getByRole('button', { name: 'Save changes' }).closest('[data-sticky-actions]')).toBeNull();
    view.rerender(<FormActions confirmLabel="Save changes" onCancel={vi.fn()} sticky />);
    const bar = screen.getByRole('button', { name: 'Save changes' }).closest('[data-sticky-actions]');
    expect(bar).not.toBeNull();
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
  });
});
