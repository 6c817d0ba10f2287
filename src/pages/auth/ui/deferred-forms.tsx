import { Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { lazyWithQueryClient } from '@/shared/api';
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

export interface FormSlotProps {
  /** Rows of the placeholder: fields (label and input) of the form. */
  fields: number;
  children: ReactNode;
}

/** Where a deferred form renders; until it has arrived, a placeholder of its size (label, input per field, then the button). */
export function FormSlot({ fields, children }: FormSlotProps) {
  const placeholder = (
    <div className={formStyles.form} aria-busy="true" data-form-placeholder="">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={styles.field}>
          <Skeleton height={20} width="30%" />
          <Skeleton height={40} />
        </div>
      ))}
      <div className={formStyles.actions}>
        <Skeleton height={48} />
      </div>
    </div>
  );
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
