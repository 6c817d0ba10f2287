import { Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { lazyWithQueryClient } from '@/shared/api';
import { useAfterFirstPaint } from '@/shared/lib/deferred';
import { Skeleton } from '@/shared/ui';
import { formStyles } from './form-parts';

// A guest page's first paint is its frame (title, lead text, links): React, the router and the
// page's own chunk. Its form, with what the form needs (Conform, Zod, the session model, React
// Query), is one more chunk, requested as soon as the page renders, in the same place meanwhile
// a placeholder of the form's size, so nothing moves when it arrives.
const forms = () => import(/* webpackChunkName: "auth-forms" */ './forms');

export const LoginForm = lazyWithQueryClient(forms, 'LoginForm');
export const SignupForm = lazyWithQueryClient(forms, 'SignupForm');
export const VerifyCodeForm = lazyWithQueryClient(forms, 'VerifyCodeForm');
export const ForgotPasswordForm = lazyWithQueryClient(forms, 'ForgotPasswordForm');
export const ResetPasswordForm = lazyWithQueryClient(forms, 'ResetPasswordForm');

const styles = {
  field: css({ display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' }),
};

/** A row of a form: a field (label, input), one with a hint line under it, or two fields side by side from `sm`. */
export type FormRow = 'field' | 'hinted' | 'pair';

function FieldPlaceholder({ hinted = false }: { hinted?: boolean }) {
  return (
    <div className={styles.field}>
      <Skeleton height={20} width="30%" />
      <Skeleton height={44} />
      {hinted && <Skeleton height={16} width="60%" />}
    </div>
  );
}

export interface FormSlotProps {
  /** The rows of the form, for a placeholder of its size. */
  rows: FormRow[];
  /** Buttons stacked under the fields (default 1). */
  buttons?: number;
  children: ReactNode;
}

/** Where a deferred form renders; until it has arrived, a placeholder of its size: its rows, then its buttons. */
export function FormSlot({ rows, buttons = 1, children }: FormSlotProps) {
  const placeholder = (
    <div className={formStyles.form} aria-busy="true" data-form-placeholder="">
      {rows.map((row, index) =>
        row === 'pair' ? (
          <div key={index} className={formStyles.row}>
            <FieldPlaceholder />
            <FieldPlaceholder />
          </div>
        ) : (
          <FieldPlaceholder key={index} hinted={row === 'hinted'} />
        ),
      )}
      <div className={formStyles.actions}>
        {Array.from({ length: buttons }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </div>
    </div>
  );
  // The form's chunk is requested once the frame has been committed, so the first paint never
  // waits on it (nor shares the network with it).
  const framePainted = useAfterFirstPaint();
  return <Suspense fallback={placeholder}>{framePainted ? children : placeholder}</Suspense>;
}
