import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { agreementQueries } from '@/entities/agreement';
import { whenIdle } from '@/shared/lib/deferred';
import { AcceptAgreementDialog } from './accept-agreement-dialog';

export const USER_AGREEMENT_CHANGED = 'Our user agreement has changed. Please read the new version and accept it to go on using the product.';

/**
 * After sign-in: asks once for the current user agreement when the user accepted an older
 * version only (or none, for accounts older than agreements). "Later" asks again at the next visit.
 * It asks once the page is idle: a request sent with the page's own would sit on its largest paint.
 */
export function AgreementUpdatePrompt() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const mine = useQuery({ ...agreementQueries.mine(), enabled: idle });
  const [later, setLater] = useState(false);
  const outstanding = mine.data?.outstanding.includes('USER_AGREEMENT') ?? false;
  return (
    <AcceptAgreementDialog
      type="USER_AGREEMENT"
      open={outstanding && !later}
      onOpenChange={(open) => setLater(!open)}
      intro={USER_AGREEMENT_CHANGED}
      onAccepted={() => setLater(false)}
      dismissLabel="Later"
    />
  );
}
