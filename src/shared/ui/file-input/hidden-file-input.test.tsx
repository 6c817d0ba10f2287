import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HiddenFileInput } from './hidden-file-input';

describe('HiddenFileInput', () => {
  it('hands over each pick, the same file twice included', async () => {
    const onPick = vi.fn();
    render(<HiddenFileInput aria-label="Cover art" accept="image/*" onPick={onPick} />);
    const input = screen.getByLabelText<HTMLInputElement>('Cover art');
    const file = new File(['x'], 'cover.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledTimes(2);
    expect(onPick).toHaveBeenLastCalledWith(file);
    expect(input.value).toBe('');
  });
});
