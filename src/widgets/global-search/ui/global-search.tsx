import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { whenIdle } from '@/shared/lib/deferred';
import { StrokeIcon } from '@/shared/ui';
import { useNavigate } from 'react-router';
import type { SearchItem } from '../api/search-api';
import { isApplePlatform } from '../lib/highlight';
import { searchItemPath } from '../lib/routes';
import { $isOpen, searchClosed, searchOpened } from '../model/dialog';

// The dialog (results list, keyboard navigation, the dialog machinery) is not needed for the first
// paint: it is fetched when the browser is idle, or when the button or the shortcut first opens it.
const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));

const styles = {
  button: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    h: '10',
    px: '3',
    borderRadius: 'control',
    bg: 'bg.muted',
    color: 'fg.muted',
    textStyle: 'sm',
    cursor: 'pointer',
    _hover: { color: 'fg.default' },
    focusVisibleOutline: 'flush',
  }),
  label: css({ hideBelow: 'md' }),
  // The shortcut is for keyboards: not shown on phone-sized screens, and never wrapped.
  kbd: css({
    hideBelow: 'sm',
    whiteSpace: 'nowrap',
    px: '1.5',
    py: '0.5',
    borderRadius: 'sm',
    bg: 'bg.surface',
    color: 'fg.default',
    textStyle: 'xs',
    fontWeight: 'semibold',
    _before: { content: 'attr(data-keys)' },
  }),
};

function SearchIcon() {
  return (
    <StrokeIcon size={18}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

/** Header search button plus the Cmd+K (Ctrl+K) shortcut and the search dialog. */
export function GlobalSearch() {
  const [open, openSearch, closeSearch] = useUnit([$isOpen, searchOpened, searchClosed]);
  const navigate = useNavigate();
  const [apple] = useState(isApplePlatform);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  useEffect(
    () =>
      whenIdle(() => {
        loadSearchDialog().catch(() => undefined);
      }),
    [],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (open) closeSearch();
        else openSearch();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openSearch, closeSearch]);

  const shortcut = apple ? '⌘K' : 'Ctrl K';

  function pick(item: SearchItem) {
    closeSearch();
    void navigate(searchItemPath(item));
  }

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        onClick={() => openSearch()}
      >
        <SearchIcon />
        <span className={styles.label} aria-hidden="true">
          Search
        </span>
        {/* The shortcut is a hint beside the button's label, not part of it (WCAG 2.5.3): it is
            drawn from an attribute, so the visible text and the name stay both "Search". */}
        <kbd className={styles.kbd} data-keys={shortcut} aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={(next) => (next ? openSearch() : closeSearch())} onPick={pick} />
        </Suspense>
      )}
    </>
  );
}
