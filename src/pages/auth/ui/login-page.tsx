import { FORGOT_PASSWORD_PATH, RETURN_TO_PARAM, SIGNUP_PATH, VERIFY_PATH, resolveLandingPath } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { useNavigate } from 'react-router';
import { FormSlot, LoginForm } from './deferred-forms';
import { param, withReturnTo } from '../lib/query';
import { GuestFrame, TextLink } from '@/shared/ui';

/** `/login` (spec 1 §2). After login: returnTo, else /admin for admins and /dashboard for others. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  return (
    <GuestFrame
      title="Sign in"
      lead="Welcome back. Sign in to see your streams, royalties and releases."
      footer={
        <>
          <span>
            New here? <TextLink to={withReturnTo(SIGNUP_PATH, params)}>Create an account</TextLink>
          </span>
          <TextLink to={FORGOT_PASSWORD_PATH}>Forgot password?</TextLink>
        </>
      }
    >
      <FormSlot rows={['field', 'field']}>
        <LoginForm
          defaultEmail={param(params, 'email')}
          onSuccess={({ user }) => navigate(resolveLandingPath(params.get(RETURN_TO_PARAM), user), { replace: true })}
          onVerificationRequired={(email) => navigate(withReturnTo(VERIFY_PATH, params, { email }))}
        />
      </FormSlot>
    </GuestFrame>
  );
}
