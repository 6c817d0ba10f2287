import { useState } from 'react';
import { css } from 'styled-system/css';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, resolveLandingPath } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { useNavigate } from 'react-router';
import { FormSlot, ResetPasswordForm } from './deferred-forms';
import { param } from '../lib/query';
import { AuthFrame, AuthLink } from './auth-frame';

const styles = {
  notice: css({ color: 'fg.muted' }),
};

/** `/reset-password?email=…&token=…` (spec 1 §2): new password, then the automatic login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [changedMessage, setChangedMessage] = useState<string | null>(null);
  const email = param(params, 'email');
  const token = param(params, 'token') ?? param(params, 'resetPasswordToken');

  if (!email || !token) {
    return (
      <AuthFrame title="Reset password" footer={<AuthLink to={FORGOT_PASSWORD_PATH}>Request a new link</AuthLink>}>
        <p role="alert" className={styles.notice}>
          This reset link is incomplete. Open the link from the email again, or request a new one.
        </p>
      </AuthFrame>
    );
  }

  if (changedMessage) {
    return (
      <AuthFrame title="Password changed" footer={<AuthLink to={`${LOGIN_PATH}?email=${encodeURIComponent(email)}`}>Sign in</AuthLink>}>
        <p role="status" className={styles.notice}>
          {changedMessage}
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Reset password"
      subtitle={`Choose a new password for ${email}.`}
      footer={<AuthLink to={LOGIN_PATH}>Back to sign in</AuthLink>}
    >
      <FormSlot rows={['hinted', 'field']}>
        <ResetPasswordForm
          email={email}
          token={token}
          onSuccess={({ user }) => navigate(resolveLandingPath(null, user), { replace: true })}
          onPasswordChanged={setChangedMessage}
        />
      </FormSlot>
    </AuthFrame>
  );
}
