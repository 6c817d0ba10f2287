import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { emailListQueries, emailSegmentQueries, ListChecklist } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { Field, NativeSelect } from '@/shared/ui';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  total: css({ textStyle: 'sm', fontWeight: 'semibold' }),
};

export interface AudiencePickerProps {
  listIds: readonly string[];
  segmentId: string;
  onListsChange: (listIds: string[]) => void;
  onSegmentChange: (segmentId: string) => void;
  /** The server's count for the saved audience, when what is chosen is what was saved. */
  savedCount: number | null;
  error?: string | undefined;
}

/** Who gets the campaign: subscribed members of the chosen lists, narrowed by a segment (or the segment alone). */
export function AudiencePicker({ listIds, segmentId, onListsChange, onSegmentChange, savedCount, error }: AudiencePickerProps) {
  const lists = useQuery(emailListQueries.options());
  const segments = useQuery(emailSegmentQueries.options());
  const chosen = new Set(listIds);

  const listTotal = (lists.data?.items ?? []).filter((list) => chosen.has(list._id)).reduce((sum, list) => sum + list.subscriberCount, 0);
  const segment = segments.data?.items.find((item) => item._id === segmentId);
  const estimate = chosen.size > 0 && segment ? Math.min(listTotal, segment.subscriberCount) : chosen.size > 0 ? listTotal : segment?.subscriberCount;
  const recipients =
    savedCount !== null
      ? formatCountOf(savedCount, 'recipient')
      : estimate === undefined
        ? 'No audience chosen yet'
        : `Up to ${formatCountOf(estimate, 'recipient')} (counted exactly when saved)`;

  return (
    <div className={styles.root}>
      <ListChecklist
        name="listIds"
        value={listIds}
        onChange={onListsChange}
        withCounts
        emptyText="No lists yet: send to a segment, or create a list first."
        error={error}
      />
      <Field label="Segment" helperText={chosen.size > 0 ? 'Narrows the chosen lists to the subscribers it matches.' : 'Alone, it picks among all subscribers.'}>
        <NativeSelect name="segmentId" value={segmentId} onChange={(event) => onSegmentChange(event.target.value)}>
          <option value="">No segment</option>
          {segments.data?.items.map((item) => (
            <option key={item._id} value={item._id}>
              {item.name} ({formatCount(item.subscriberCount)})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <p className={styles.total} aria-live="polite">
        {recipients}
      </p>
    </div>
  );
}
