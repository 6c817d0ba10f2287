import type { ReactNode } from 'react';
import { lazyWithQueryClient } from '@/shared/api';
import { AfterFirstPaint, FieldSkeleton, formStyles, Skeleton } from '@/shared/ui';

// A guest page's first paint is its frame (title, lead text, links): React, the router and the
// page's own chunk. Its form, with what the form needs (Conform, Zod, the session model, React
// Query), is one more chunk, requested once the frame is on screen (and React Query has run), in
// the same place meanwhile a placeholder of the form's size, so nothing moves when it arrives.
const forms = () => import(/* webpackChunkName: "auth-forms" */ './forms');

export const LoginForm = lazyWithQueryClient(forms, 'LoginForm');
export const SignupForm = lazyWithQueryClient(forms, 'SignupForm');
export const VerifyCodeForm = lazyWithQueryClient(forms, 'VerifyCodeForm');
export const ForgotPasswordForm = lazyWithQueryClient(forms, 'ForgotPasswordForm');
export const ResetPasswordForm = lazyWithQueryClient(forms, 'ResetPasswordForm');

/** A row of a form: a field (label, input), one with a hint line under it, or two fields side by side from `sm`. */
export type FormRow = 'field' | 'hinted' | 'pair';

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
            <FieldSkeleton />
            <FieldSkeleton />
          </div>
        ) : (
          <FieldSkeleton key={index} hinted={row === 'hinted'} />
        ),
      )}
      <div className={formStyles.actions}>
        {Array.from({ length: buttons }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </div>
    </div>
  );
  return <AfterFirstPaint placeholder={placeholder}>{children}</AfterFirstPaint>;
}
