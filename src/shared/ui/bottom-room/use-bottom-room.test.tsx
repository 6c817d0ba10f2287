import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOTTOM_ROOM, useBottomRoom } from './use-bottom-room';

function Sheet({ open }: { open: boolean }) {
  useBottomRoom(BOTTOM_ROOM.sheetActions, open);
  return null;
}

describe('useBottomRoom', () => {
  it('flags <html> while what it names is shown, and only then', () => {
    const root = document.documentElement;
    const { rerender, unmount } = render(<Sheet open={false} />);
    expect(root).not.toHaveAttribute('data-sheet-actions');
    rerender(<Sheet open />);
    expect(root).toHaveAttribute('data-sheet-actions');
    rerender(<Sheet open={false} />);
    expect(root).not.toHaveAttribute('data-sheet-actions');
    rerender(<Sheet open />);
    unmount();
    expect(root).not.toHaveAttribute('data-sheet-actions');
  });
});
