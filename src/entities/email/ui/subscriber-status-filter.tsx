import { SelectFilter } from '@/shared/ui';
import type { EmailSubscriberStatus } from '../api/email-types';
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from '../config/labels';

/** The "Status" filter of a list of subscribers (every subscriber, a list's members). */
export function SubscriberStatusFilter({ value, onChange }: { value: EmailSubscriberStatus | undefined; onChange: (status: EmailSubscriberStatus | undefined) => void }) {
  return <SelectFilter label="Status" value={value} labels={SUBSCRIBER_STATUS_LABELS} options={SUBSCRIBER_STATUSES} allLabel="All statuses" onChange={onChange} />;
}
