import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { formatCount } from '@/shared/lib/money';
import { Skeleton } from '@/shared/ui';
import { emailListQueries } from '../api/email-list-api';

const styles = {
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '1' }),
  lists: css({ display: 'flex', flexDirection: 'column', gap: '1', maxH: '48', overflowY: 'auto', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', minW: '0' }),
  check: css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', overflowWrap: 'anywhere' }),
  count: css({ textStyle: 'caption', color: 'fg.muted', whiteSpace: 'nowrap' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

export interface ListChecklistProps {
  /** The ids of the lists ticked. */
  value: readonly string[];
  onChange: (listIds: string[]) => void;
  /** The form field the ticked ids are submitted as, if any. */
  name?: string;
  /** What to say when there is no list yet. */
  emptyText: string;
  /** Shows each list's subscriber count. */
  withCounts?: boolean;
  error?: string | undefined;
}

/** "Lists": every email list with a checkbox (loading, failure and no list yet said in the box). */
export function ListChecklist({ value, onChange, name, emptyText, withCounts = false, error }: ListChecklistProps) {
  const lists = useQuery(emailListQueries.options());
  const chosen = new Set(value);
  const toggle = (listId: string, on: boolean) => onChange(on ? [...value, listId] : value.filter((id) => id !== listId));
  return (
    <fieldset>
      <legend className={styles.legend}>Lists</legend>
      <div className={styles.lists}>
        {lists.isPending ? (
          <Skeleton height={20} />
        ) : lists.isError ? (
          <span className={styles.error}>The lists could not be loaded.</span>
        ) : lists.data.items.length === 0 ? (
          <span className={styles.count}>{emptyText}</span>
        ) : (
          lists.data.items.map((list) => (
            <label key={list._id} className={styles.check}>
              <input type="checkbox" name={name} value={list._id} checked={chosen.has(list._id)} onChange={(event) => toggle(list._id, event.target.checked)} />
              {list.name}
              {withCounts && <span className={styles.count}>({formatCount(list.subscriberCount)})</span>}
            </label>
          ))
        )}
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
