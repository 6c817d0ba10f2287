import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button, EmptyState } from '@/shared/ui';
import { moveItem, removeItem } from '../../lib/reorder';

export const listStyles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    p: '3',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    minW: '0',
  }),
  main: css({ flex: '1', minW: '[12rem]', display: 'flex', alignItems: 'center', gap: '3' }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' }),
  name: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  meta: css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'break-word' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
  sectionHead: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  sectionTitle: css({ textStyle: 'cardTitle' }),
};

export interface EntryListProps<T> {
  items: readonly T[];
  /** How an item is named in the buttons' accessible names. */
  nameOf: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
  onChange: (items: T[]) => void;
  editable: boolean;
  empty: ReactNode;
  /** Whether an entry may be removed (every one unless given). */
  canRemove?: (item: T) => boolean;
}

/** A list whose entries can be moved up and down and removed. */
export function EntryList<T>({ items, nameOf, render, onChange, editable, empty, canRemove = () => true }: EntryListProps<T>) {
  if (items.length === 0) return <EmptyState title={empty} variant="inline" />;
  return (
    <ol className={listStyles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${nameOf(item)}`} className={listStyles.row}>
          <div className={listStyles.main}>{render(item, index)}</div>
          {editable && (
            <div className={listStyles.actions}>
              <Button size="sm" variant="ghost" disabled={index === 0} aria-label={`Move ${nameOf(item)} up`} onClick={() => onChange(moveItem(items, index, index - 1))}>
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === items.length - 1}
                aria-label={`Move ${nameOf(item)} down`}
                onClick={() => onChange(moveItem(items, index, index + 1))}
              >
                ↓
              </Button>
              {canRemove(item) && (
                <Button size="sm" variant="ghost" aria-label={`Remove ${nameOf(item)}`} onClick={() => onChange(removeItem(items, index))}>
                  Remove
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
