import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FromFileHint } from './from-file-hint';

describe('the "from the file" hint', () => {
  it('names the values the file gave and undoes them', async () => {
    const undo = vi.fn();
    render(<FromFileHint values={{ title: 'Glacier Run', isrc: 'USRC17607839' }} onUndo={undo} />);
    expect(screen.getByRole('status')).toHaveTextContent('From the file: Title Glacier Run · ISRC USRC17607839');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo Title and ISRC from the file' }));
    expect(undo).toHaveBeenCalledOnce();
  });

  it('is not there when the file gave nothing', () => {
    const { container } = render(<FromFileHint values={{}} onUndo={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
