import type { ComponentType } from 'react';
import { Dialog } from '@/shared/ui';
import type { AdminUserDetails } from '../api/admin-users-api';

/** What the account page gives each of its form dialogs. */
export interface AccountDialogProps {
  details: AdminUserDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The props of a form on the account: the account, and what to do once it is done (saved or cancelled). */
export interface AccountFormProps {
  details: AdminUserDetails;
  onDone: () => void;
}

/** A dialog around one of the account's forms: a fresh form from the account at each opening. */
export function AccountFormDialog({ title, width, form: Form, details, open, onOpenChange }: AccountDialogProps & { title: string; width: number; form: ComponentType<AccountFormProps> }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={width}>
      {open && <Form details={details} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
