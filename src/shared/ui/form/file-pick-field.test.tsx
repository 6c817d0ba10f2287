import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePickField } from './file-pick-field';

const file = () => new File(['x'], 'me.png', { type: 'image/png' });

describe('FilePickField', () => {
  it('hands the picked file on and empties the input, so the same file picked again is a new pick', async () => {
    const onPick = vi.fn();
    render(<FilePickField label="Profile photo" buttonLabel="Change photo" accept="image/png" onPick={onPick} hint="PNG only" />);
    const input = screen.getByLabelText<HTMLInputElement>('Profile photo');
    await userEvent.upload(input, file());
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
    expect(input.value).toBe('');
    await userEvent.upload(input, file());
    expect(onPick).toHaveBeenCalledTimes(2);
    expect(input).toHaveAttribute('aria-describedby', screen.getByText('PNG only').id);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces one error as a line and several as a named list, both linked to the input', () => {
    const { rerender } = render(<FilePickField label="Cover" buttonLabel="Change" accept="image/png" onPick={vi.fn()} errors={['Too small']} />);
    const input = screen.getByLabelText('Cover');
    expect(screen.getByRole('alert')).toHaveTextContent('Too small');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    rerender(<FilePickField label="Cover" buttonLabel="Change" accept="image/png" onPick={vi.fn()} errors={['Too small', 'Not square']} errorsLabel="Why refused" />);
    expect(screen.getByRole('alert', { name: 'Why refused' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('shows the upload in place of the button, and a busy button cannot be pressed', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <FilePickField label="Audio" buttonLabel="Upload audio" accept="audio/wav" onPick={vi.fn()} upload={{ label: 'Audio upload', progress: null, onCancel }} />,
    );
    expect(screen.queryByRole('button', { name: 'Upload audio' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Audio upload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<FilePickField label="Audio" buttonLabel="Upload audio" accept="audio/wav" onPick={vi.fn()} busy />);
    expect(screen.getByRole('button', { name: 'Upload audio' })).toBeDisabled();
  });
});
