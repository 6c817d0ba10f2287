import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from './errors';

/** Statuses that answer about the address itself; shown as the same confirmation (no enumeration). */
const ANSWERED_STATUSES = new Set([200, 404]);

/**
 * "Email me a link": `sent` once the request is made, also for an unknown address (404), so the
 * answer never says whether the address is known; any other failure is `failure`, worded by
 * `failureMessage`.
 */
export function useLinkRequest(request: (email: string) => Promise<unknown>, failureMessage: (error: unknown) => string | null) {
  const mutation = useMutation({ mutationFn: request });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(email);
      setSent(true);
    } catch (error) {
      if (ANSWERED_STATUSES.has(toApiError(error).status)) setSent(true);
      else setFailure(failureMessage(error));
    }
  };
  return { send, sent, failure, busy: mutation.isPending };
}
