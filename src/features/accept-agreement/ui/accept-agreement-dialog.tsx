import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { acceptAgreement, agreementQueries, AgreementDialog, type AgreementType } from '@/entities/agreement';
import { toApiError } from '@/shared/api';
import { Button, FormMessage } from '@/shared/ui';

export interface AcceptAgreementDialogProps {
  type: AgreementType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why it is asked now. */
  intro: ReactNode;
  /** After the acceptance is recorded (e.g. submit the release it was asked for). */
  onAccepted: () => void;
  /** The accept button's text. */
  acceptLabel?: string;
  /** The other button's text. */
  dismissLabel?: string;
}

/** An agreement to read and accept: records the acceptance of the version shown. */
export function AcceptAgreementDialog({ type, open, onOpenChange, intro, onAccepted, acceptLabel = 'I accept', dismissLabel = 'Cancel' }: AcceptAgreementDialogProps) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: (version: string) => acceptAgreement(type, version),
    onSuccess: (mine) => {
      queryClient.setQueryData(agreementQueries.mine().queryKey, mine);
      onOpenChange(false);
      onAccepted();
    },
    // A newer version meanwhile: load the current text again.
    onError: () => void queryClient.invalidateQueries({ queryKey: agreementQueries.current().queryKey }),
  });
  return (
    <AgreementDialog
      type={type}
      open={open}
      onOpenChange={(next) => {
        if (!next) accept.reset();
        onOpenChange(next);
      }}
      intro={intro}
      footer={(agreement) => (
        <>
          {accept.isError && <FormMessage tone="error">{toApiError(accept.error).message}</FormMessage>}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {dismissLabel}
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate(agreement.version)}>
            {acceptLabel}
          </Button>
        </>
      )}
    />
  );
}
