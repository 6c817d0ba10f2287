import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'full' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: '3', marginTop: '2' }),
  note: css({ color: 'fg.muted', textStyle: 'sm' }),
};

const alertStyles = {
  error: css({
    paddingBlock: '3',
    paddingInline: '4',
    borderRadius: 'control',
    bg: 'danger.subtle',
    color: 'danger.fg',
    textStyle: 'sm',
  }),
  success: css({
    paddingBlock: '3',
    paddingInline: '4',
    borderRadius: 'control',
    bg: 'success.subtle',
    color: 'success.fg',
    textStyle: 'sm',
  }),
};

/** A form-level message (a failed call, or a confirmation); announced to screen readers. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (children == null || children === false || children === '') return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={alertStyles[tone]}>
      {children}
    </div>
  );
}
