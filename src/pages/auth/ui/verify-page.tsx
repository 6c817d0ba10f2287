import { LOGIN_PATH, RETURN_TO_PARAM, resolveLandingPath } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { useNavigate } from 'react-router';
import { VERIFICATION_CODE_LENGTH } from '../config/verification';
import { FormSlot, VerifyCodeForm } from './deferred-forms';
import { param } from '../lib/query';
import { GuestFrame, TextLink } from '@/shared/ui';

/** `/verify?email=…` (spec 1 §2): the emailed code; success signs in and goes to /dashboard. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = param(params, 'email') ?? null;

  return (
    <GuestFrame
      title="Verify your email"
      lead={
        email
          ? `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to ${email}.`
          : `Enter your email and the ${VERIFICATION_CODE_LENGTH}-digit code we sent you.`
      }
      footer={<TextLink to={LOGIN_PATH}>Back to sign in</TextLink>}
    >
      <FormSlot rows={email ? ['field'] : ['field', 'field']} buttons={2}>
        <VerifyCodeForm
          email={email}
          onSuccess={({ user }) => navigate(resolveLandingPath(params.get(RETURN_TO_PARAM), user), { replace: true })}
        />
      </FormSlot>
    </GuestFrame>
  );
}
