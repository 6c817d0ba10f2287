import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { formStyles, TextField } from '@/shared/ui';

export interface InviteeFieldsProps {
  fields: Record<'inviteeEmail' | 'inviteeFirstName' | 'inviteeLastName' | 'inviteePhoneNumber', FieldMetadata<unknown>>;
  /** A field shown beside the phone number, in its row. */
  besidePhone?: ReactNode;
}

/** Who is invited: email (required), first and last name, phone number. */
export function InviteeFields({ fields, besidePhone }: InviteeFieldsProps) {
  const phone = <TextField field={fields.inviteePhoneNumber} label="Phone number" type="tel" autoComplete="off" inputMode="tel" />;
  return (
    <>
      <TextField field={fields.inviteeEmail} label="Email" required type="email" autoComplete="off" inputMode="email" autoFocus />
      <div className={formStyles.row}>
        <TextField field={fields.inviteeFirstName} label="First name" autoComplete="off" />
        <TextField field={fields.inviteeLastName} label="Last name" autoComplete="off" />
      </div>
      {besidePhone ? (
        <div className={formStyles.row}>
          {phone}
          {besidePhone}
        </div>
      ) : (
        phone
      )}
    </>
  );
}
