import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const box = { paddingBlock: '3', paddingInline: '4', borderRadius: 'control', textStyle: 'sm' } as const;

const toneStyles = {
  error: css({ ...box, bg: 'danger.subtle', color: 'danger.fg' }),
  success: css({ ...box, bg: 'success.subtle', color: 'success.fg' }),
};

export interface FormMessageProps {
  tone: 'error' | 'success';
  /** For a message the form points at (Conform's `form.errorId`, set by `getFormProps`). */
  id?: string;
  /** Nothing is rendered while empty (`null`, `false`, `''`, `undefined`). */
  children?: ReactNode;
}

/** A form-level message (a failed call, or a confirmation); announced to screen readers. */
export function FormMessage({ tone, id, children }: FormMessageProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={toneStyles[tone]}>
      {children}
    </div>
  );
}
