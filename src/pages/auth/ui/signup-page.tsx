import { LOGIN_PATH, VERIFY_PATH } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { useNavigate } from 'react-router';
import { FormSlot, SignupForm } from './deferred-forms';
import { param, withReturnTo } from '../lib/query';
import { GuestFrame, TextLink } from '@/shared/ui';

/**
 * `/signup` (spec 1 §2). An invite link carries `inviteCode`, `artistId` and `inviteeEmail`
 * (`email` is accepted for the address too); success goes to `/verify?email=…`.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invite = {
    inviteCode: param(params, 'inviteCode'),
    artistId: param(params, 'artistId'),
    inviteeEmail: param(params, 'inviteeEmail'),
  };

  return (
    <GuestFrame
      title="Create your account"
      lead="Track your streams and royalties across every platform."
      footer={
        <span>
          Already have an account? <TextLink to={withReturnTo(LOGIN_PATH, params)}>Sign in</TextLink>
        </span>
      }
    >
      <FormSlot rows={['pair', 'field', 'field', 'field', 'hinted']}>
        <SignupForm
          invite={invite}
          defaultEmail={param(params, 'email') ?? invite.inviteeEmail}
          onSuccess={(email) => navigate(withReturnTo(VERIFY_PATH, params, { email }))}
        />
      </FormSlot>
    </GuestFrame>
  );
}
