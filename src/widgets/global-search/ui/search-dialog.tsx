import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { css } from 'styled-system/css';
import { Dialog, Skeleton, Spinner } from '@/shared/ui';
import type { SearchItem } from '../api/search-api';
import { SEARCH_CONTENT_HEIGHT, SEARCH_MODES } from '../config/search';
import {
  $hasMore,
  $loading,
  $mode,
  $query,
  $results,
  $searchedQuery,
  $total,
  modeChanged,
  nextPageRequested,
  queryChanged,
} from '../model/search';
import { SearchResultRow } from './search-result-row';

const styles = {
  dialog: css({
    _open: { animationDuration: '[800ms]' },
    _closed: { animationDuration: '[400ms]' },
  }),
  top: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  input: css({
    w: 'full',
    h: '12',
    px: '4',
    textStyle: 'lg',
    bg: 'bg.muted',
    color: 'fg.default',
    borderRadius: 'control',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    outline: 'none',
    _focusVisible: { borderColor: 'border.focus', outlineWidth: '1px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0' },
  }),
  modes: css({ display: 'inline-flex', alignSelf: 'flex-start', gap: '1', p: '1', bg: 'bg.muted', borderRadius: 'control' }),
  mode: css({
    px: '3',
    py: '1',
    textStyle: 'sm',
    fontWeight: 'semibold',
    color: 'fg.muted',
    borderRadius: 'control',
    cursor: 'pointer',
    '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
    focusVisibleOutline: 'flush',
  }),
  content: css({ mt: '3', overflowY: 'auto', overscrollBehavior: 'contain' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  message: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    h: 'full',
    px: '6',
    textAlign: 'center',
    color: 'fg.muted',
    textStyle: 'sm',
    '& strong': { color: 'fg.default' },
  }),
  skeletonRow: css({ display: 'flex', alignItems: 'center', gap: '4', px: '3', py: '2' }),
  more: css({ display: 'flex', justifyContent: 'center', py: '3' }),
};

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: SearchItem) => void;
}

/** Spec 1 §2 global search: artists/writers, debounced, highlighted, listbox keyboard pattern. */
export function SearchDialog({ open, onOpenChange, onPick }: SearchDialogProps) {
  const model = useUnit({
    query: $query,
    mode: $mode,
    results: $results,
    total: $total,
    searchedQuery: $searchedQuery,
    loading: $loading,
    hasMore: $hasMore,
    changeQuery: queryChanged,
    changeMode: modeChanged,
    requestNextPage: nextPageRequested,
  });
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  // A new result list (another query or mode) starts with nothing active.
  const listKey = `${model.mode}\u0000${model.searchedQuery}\u0000${model.results[0]?.id ?? ''}`;
  const [activeState, setActiveState] = useState({ key: listKey, index: -1 });
  const active = activeState.key === listKey ? activeState.index : -1;
  const setActive = (next: number | ((index: number) => number)) =>
    setActiveState((state) => {
      const current = state.key === listKey ? state.index : -1;
      return { key: listKey, index: typeof next === 'function' ? next(current) : next };
    });

  useEffect(() => {
    if (active < 0 || typeof document === 'undefined') return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const count = model.results.length;
  const blank = model.query.trim() === '';
  const showList = !blank && count > 0;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (count === 0) return;
      if (active >= count - 1 && model.hasMore) model.requestNextPage();
      setActive((index) => Math.min(index + 1, count - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      setActive((index) => (index <= 0 ? 0 : index - 1));
    } else if (event.key === 'Home' && showList && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && showList && active >= 0) {
      event.preventDefault();
      setActive(count - 1);
    } else if (event.key === 'Enter') {
      const item = model.results[active < 0 ? 0 : active];
      if (showList && item) {
        event.preventDefault();
        onPick(item);
      }
    }
  }

  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) model.requestNextPage();
  }

  let body;
  if (blank) {
    body = <p className={styles.message}>Please enter keywords</p>;
  } else if (count === 0 && model.loading) {
    body = (
      <div aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.skeletonRow}>
            <Skeleton width={96} height={96} shape="circle" />
            <Skeleton width="40%" height={18} shape="text" />
          </div>
        ))}
      </div>
    );
  } else if (count === 0 && model.total === 0 && model.searchedQuery !== '') {
    body = (
      <p className={styles.message} role="status">
        <span>
          <strong>Not Found:</strong> No results found for &quot;{model.searchedQuery}&quot;. Try checking for typos or
          using complete words.
        </span>
      </p>
    );
  } else {
    body = null;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      aria-label="Search"
      width={640}
      hideCloseButton
      initialFocusEl={() => inputRef.current}
      className={styles.dialog}
    >
      <div className={styles.top}>
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={model.mode === 'artists' ? 'Search artists' : 'Search writers'}
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder={model.mode === 'artists' ? 'Search artists…' : 'Search writers…'}
          autoComplete="off"
          spellCheck={false}
          value={model.query}
          onChange={(event) => model.changeQuery(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <div className={styles.modes} role="group" aria-label="Search in">
          {SEARCH_MODES.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className={styles.mode}
              aria-pressed={model.mode === value}
              onClick={() => {
                if (model.mode !== value) model.changeMode(value);
                inputRef.current?.focus();
              }}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {/* A tab stop, so the results scroll from the keyboard too (the arrow keys in the field move
          through them one by one). */}
      <div
        className={styles.content}
        style={{ height: SEARCH_CONTENT_HEIGHT }}
        onScroll={handleScroll}
        aria-busy={model.loading}
        role="region"
        aria-label="Search results"
        tabIndex={0}
      >
        {body}
        <ul id={listboxId} role="listbox" aria-label="Results" className={styles.list} hidden={!showList}>
          {showList &&
            model.results.map((item, index) => (
              <SearchResultRow
                key={`${item.kind}-${item.id}-${index}`}
                id={optionId(index)}
                item={item}
                query={model.searchedQuery}
                active={index === active}
                onPick={() => onPick(item)}
                onHover={() => setActive(index)}
              />
            ))}
        </ul>
        {showList && model.loading && (
          <div className={styles.more}>
            <Spinner />
          </div>
        )}
      </div>
    </Dialog>
  );
}
