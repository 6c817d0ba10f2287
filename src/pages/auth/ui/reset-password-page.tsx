import { useState } from 'react';
import { css } from 'styled-system/css';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, resolveLandingPath } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { useNavigate } from 'react-router';
import { FormSlot, ResetPasswordForm } from './deferred-forms';
import { param } from '../lib/query';
import { GuestFrame, TextLink } from '@/shared/ui';

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
      <GuestFrame title="Reset password" footer={<TextLink to={FORGOT_PASSWORD_PATH}>Request a new link</TextLink>}>
        <p role="alert" className={styles.notice}>
          This reset link is incomplete. Open the link from the email again, or request a new one.
        </p>
      </GuestFrame>
    );
  }

  if (changedMessage) {
    return (
      <GuestFrame title="Password changed" footer={<TextLink to={`${LOGIN_PATH}?email=${encodeURIComponent(email)}`}>Sign in</TextLink>}>
        <p role="status" className={styles.notice}>
          {changedMessage}
        </p>
      </GuestFrame>
    );
  }

  return (
    <GuestFrame
      title="Reset password"
      lead={`Choose a new password for ${email}.`}
      footer={<TextLink to={LOGIN_PATH}>Back to sign in</TextLink>}
    >
      <FormSlot rows={['hinted', 'field']}>
        <ResetPasswordForm
          email={email}
          token={token}
          onSuccess={({ user }) => navigate(resolveLandingPath(null, user), { replace: true })}
          onPasswordChanged={setChangedMessage}
        />
      </FormSlot>
    </GuestFrame>
  );
}
