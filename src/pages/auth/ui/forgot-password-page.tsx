import { LOGIN_PATH } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { FormSlot, ForgotPasswordForm } from './deferred-forms';
import { param } from '../lib/query';
import { GuestFrame, TextLink } from '@/shared/ui';

/** `/forgot-password` (spec 1 §2). */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <GuestFrame
      title="Forgot password"
      lead="Enter the email you signed up with and we will send you a link to set a new password."
      footer={<TextLink to={LOGIN_PATH}>Back to sign in</TextLink>}
    >
      <FormSlot rows={['field']}>
        <ForgotPasswordForm defaultEmail={param(params, 'email')} />
      </FormSlot>
    </GuestFrame>
  );
}
