import type { ComponentProps } from 'react';
import { css } from 'styled-system/css';

const hidden = css({ srOnly: true });

export interface HiddenFileInputProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'onChange' | 'value'> {
  /** The picked file. The input is emptied first, so picking the same file again is a new pick. */
  onPick: (file: File) => void;
}

/**
 * The file input of a field whose own button or drop zone is what people see: out of sight,
 * named by its `aria-label`, acting on each pick.
 */
export function HiddenFileInput({ onPick, ...props }: HiddenFileInputProps) {
  return (
    <input
      {...props}
      type="file"
      className={hidden}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = '';
        if (file) onPick(file);
      }}
    />
  );
}
