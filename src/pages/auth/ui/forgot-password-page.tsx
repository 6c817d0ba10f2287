import { LOGIN_PATH } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { FormSlot, ForgotPasswordForm } from './deferred-forms';
import { param } from '../lib/query';
import { AuthFrame, AuthLink } from './auth-frame';

/** `/forgot-password` (spec 1 §2). */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthFrame
      title="Forgot password"
      subtitle="Enter the email you signed up with and we will send you a link to set a new password."
      footer={<AuthLink to={LOGIN_PATH}>Back to sign in</AuthLink>}
    >
      <FormSlot rows={['field']}>
        <ForgotPasswordForm defaultEmail={param(params, 'email')} />
      </FormSlot>
    </AuthFrame>
  );
}
