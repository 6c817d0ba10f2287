import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useSelectedArtist } from '@/entities/selected-artist';
import { whenIdle } from '@/shared/lib/deferred';
import { Avatar, Popover, SkeletonText, StrokeIcon } from '@/shared/ui';
import { $pendingRemoval } from '../model/remove-artist';

// The list and the removal (its model, the confirmation dialog) are needed once the popover is
// opened: a chunk of its own, fetched when the browser is idle or the trigger is first used.
const loadMenu = () => import('./roster-menu');
const RosterMenu = lazy(() => loadMenu().then((module) => ({ default: module.RosterMenu })));
const RosterRemovalDialog = lazy(() => loadMenu().then((module) => ({ default: module.RosterRemovalDialog })));

const styles = {
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minW: '0',
    maxW: '64',
    h: '10',
    ps: '1',
    pe: '2',
    borderRadius: 'full',
    bg: '[transparent]',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _expanded: { bg: 'bg.muted' },
    focusVisibleOutline: 'flush',
  }),
  triggerName: css({
    textStyle: 'sm',
    fontWeight: 'semibold',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    hideBelow: 'sm',
  }),
  loading: css({ px: '2', py: '3' }),
};

function ChevronIcon() {
  return (
    <StrokeIcon size={16}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}

export interface RosterPopoverProps {
  /**
   * `header` (the app header's avatar and name), or `switch`: a "Switch artist" button for a
   * page's own header (the artist home). One list either way; the removal's confirmation is the
   * header's, so that it is asked once.
   */
  variant?: 'header' | 'switch';
}

/** Header roster popover (spec 2 §2, §4): pick the selected artist, remove artists. */
export function RosterPopover({ variant = 'header' }: RosterPopoverProps) {
  const { selectedArtist, roster } = useSelectedArtist();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // A removal asked from another instance's list (the page's "Switch artist") is confirmed here too.
  const pending = useUnit($pendingRemoval);
  if ((open || pending !== null) && !used) setUsed(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // An empty roster (a new account, an admin) leads to adding one: the popover's first entry.
  const selectedName = selectedArtist?.name ?? (roster.length === 0 ? 'Add an artist' : 'No artist selected');

  useEffect(
    () =>
      whenIdle(() => {
        loadMenu().catch(() => undefined);
      }),
    [],
  );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        width={300}
        title="Your artists"
        positioning={{ placement: 'bottom-start' }}
        trigger={
          variant === 'switch' ? (
            <button ref={triggerRef} type="button" className={button({ variant: 'outline', size: 'sm' })}>
              Switch artist
              <ChevronIcon />
            </button>
          ) : (
            <button ref={triggerRef} type="button" className={styles.trigger} aria-label={`Artists roster: ${selectedName}`}>
              <Avatar src={selectedArtist?.image} name={selectedArtist?.name} size="sm" />
              <span className={styles.triggerName}>{selectedName}</span>
              <ChevronIcon />
            </button>
          )
        }
      >
        <Suspense
          fallback={
            <div className={styles.loading} aria-busy="true">
              <SkeletonText />
            </div>
          }
        >
          <RosterMenu onClose={() => setOpen(false)} />
        </Suspense>
      </Popover>
      {variant === 'header' && used && (
        <Suspense fallback={null}>
          {/* The removal is asked from inside the popover, which has closed by then. */}
          <RosterRemovalDialog returnFocusTo={() => triggerRef.current} />
        </Suspense>
      )}
    </>
  );
}
