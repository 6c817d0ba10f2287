import { css } from 'styled-system/css';
import { GuestFrame, SkeletonText } from '@/shared/ui';

// What an email page shows before its chunk with the form and data arrives (`deferred-pages.tsx`):
// kept apart from `parts.tsx` so the first paint does not carry the pages' helpers.

/** The lead text of `/email/unsubscribe` (the address form). */
export const UNSUBSCRIBE_BY_EMAIL_LEAD = 'Enter your email address and we will send you a link to manage or stop our emails.';

export const frameStyles = {
  text: css({ color: 'fg.muted', textStyle: 'sm' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
};

/** An email page while its data loads: its title over lines of placeholder text. */
export function LoadingFrame({ title, lines }: { title: string; lines: number }) {
  return (
    <GuestFrame title={title}>
      <SkeletonText lines={lines} />
    </GuestFrame>
  );
}
