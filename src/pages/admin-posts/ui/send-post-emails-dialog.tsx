import { lazy, Suspense } from 'react';
import { Dialog, FieldSkeleton } from '@/shared/ui';
import type { SendPostEmailsFormProps } from './send-post-emails-form';

const SendPostEmailsForm = lazy(() => import('./send-post-emails-form'));

export interface SendPostEmailsDialogProps extends SendPostEmailsFormProps {
  open: boolean;
}

/** Emails the post to its audience or to chosen email lists; says how many emails were queued. */
export function SendPostEmailsDialog({ post, open, onClose, names }: SendPostEmailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Email this post" description={`“${post.title}” goes out through the email queue; people who unsubscribed are skipped.`} width={520}>
      {open && (
        <Suspense fallback={<FieldSkeleton />}>
          <SendPostEmailsForm post={post} names={names} onClose={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
