import { useUnit } from 'effector-react';
import { css } from 'styled-system/css';
import { useSelectedArtist, type RosterEntry } from '@/entities/selected-artist';
import { isAdmin, useSession, type User } from '@/entities/session';
import { openVerification } from '@/features/verify-artist';
import { useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Dialog, IconButton, StrokeIcon, Tooltip } from '@/shared/ui';
import { samePageOfArtist } from '../lib/follow-artist';
import {
  $pendingRemoval,
  $removing,
  removalCancelled,
  removalConfirmed,
  removalRequested,
  toRemovalTarget,
} from '../model/remove-artist';

/** Spec 2 §2: the list scrolls past 5 entries, at 320 px. */
const LIST_HEIGHT = 320;
const MAX_UNSCROLLED = 5;

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '0.5', listStyle: 'none', m: '0', p: '0' }),
  scroll: css({ overflowY: 'auto', overscrollBehavior: 'contain' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  pick: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    flex: '1',
    minW: '0',
    minH: '12',
    px: '2',
    borderRadius: 'control',
    textStyle: 'sm',
    textAlign: 'start',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&[aria-current=true]': { bg: 'bg.muted', fontWeight: 'semibold' },
    focusVisibleOutline: 'inside',
  }),
  name: css({ flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  check: css({ color: 'accent.default', flexShrink: '0' }),
  remove: css({ _hover: { color: 'danger.fg' } }),
  empty: css({ px: '2', py: '3', textStyle: 'sm', color: 'fg.muted' }),
  warning: css({ textStyle: 'sm', color: 'fg.muted' }),
  add: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    minH: '11',
    mt: '1',
    px: '2',
    borderRadius: 'control',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderColor: 'border.default',
    textStyle: 'sm',
    fontWeight: 'medium',
    textAlign: 'start',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&[aria-disabled=true]': { color: 'fg.muted', cursor: 'not-allowed', _hover: { bg: '[transparent]' } },
    focusVisibleOutline: 'inside',
  }),
  hint: css({ srOnly: true }),
};

function CheckIcon() {
  return (
    <StrokeIcon className={styles.check} size={18} strokeWidth="2.5">
      <path d="m5 12 5 5L20 7" />
    </StrokeIcon>
  );
}

function PlusIcon() {
  return (
    <StrokeIcon size={18}>
      <path d="M12 5v14M5 12h14" />
    </StrokeIcon>
  );
}

function TrashIcon() {
  return (
    <StrokeIcon size={18}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </StrokeIcon>
  );
}

const nameOf = (entry: RosterEntry) => entry._artist.name ?? 'Unnamed artist';

/** Spec 2 §5: only admins and label accounts may claim more artists. */
export const UPGRADE_TO_LABEL = 'Please upgrade to a label account to add more artists';

/** Whether the user may add (verify or claim) another artist: admins, label accounts, or anyone verified nowhere yet. */
function mayAddArtist(user: User | null): boolean {
  if (!user) return false;
  if (isAdmin(user) || user.permissions.isLabel) return true;
  return !Object.values(user.isVerified ?? {}).some(Boolean);
}

/** The claim-new-artist entry: verification, or the upgrade tooltip for accounts that may not add more. */
function AddArtistEntry({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  if (mayAddArtist(user)) {
    return (
      <button
        type="button"
        className={styles.add}
        onClick={() => {
          onClose();
          openVerification();
        }}
      >
        <PlusIcon />
        Add an artist
      </button>
    );
  }
  return (
    <>
      <Tooltip content={UPGRADE_TO_LABEL}>
        <button type="button" className={styles.add} aria-disabled="true" aria-describedby={UPGRADE_HINT_ID}>
          <PlusIcon />
          Add an artist
        </button>
      </Tooltip>
      <span id={UPGRADE_HINT_ID} className={styles.hint}>
        {UPGRADE_TO_LABEL}
      </span>
    </>
  );
}

const UPGRADE_HINT_ID = 'roster-upgrade-hint';

/** The roster list inside the popover: pick the selected artist, ask to remove one, or add one. */
export function RosterMenu({ onClose }: { onClose: () => void }) {
  return (
    <>
      <RosterList onClose={onClose} />
      <AddArtistEntry onClose={onClose} />
    </>
  );
}

function RosterList({ onClose }: { onClose: () => void }) {
  const { roster, selectedArtistId, selectArtist } = useSelectedArtist();
  const request = useUnit(removalRequested);
  const canRemove = roster.length > 1;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pick = (artistId: string) => {
    selectArtist(artistId);
    onClose();
    // On one artist's page, the page follows the pick.
    const follow = samePageOfArtist(pathname, artistId);
    if (follow !== null && follow !== pathname) void navigate(follow);
  };

  if (roster.length === 0) return <p className={styles.empty}>No artists on your roster yet.</p>;
  return (
    <div
      className={styles.scroll}
      style={roster.length > MAX_UNSCROLLED ? { height: LIST_HEIGHT } : undefined}
      data-scrolls={roster.length > MAX_UNSCROLLED || undefined}
    >
      <ul className={styles.list} aria-label="Roster">
        {roster.map((entry) => {
          const artist = entry._artist;
          const selected = artist._id === selectedArtistId;
          const name = nameOf(entry);
          return (
            <li key={entry._id} className={styles.row}>
              <button
                type="button"
                className={styles.pick}
                aria-current={selected}
                onClick={() => pick(artist._id)}
              >
                <Avatar src={artist.image} name={name} size="md" />
                <span className={styles.name}>{name}</span>
                {selected && <CheckIcon />}
              </button>
              {canRemove && (
                <IconButton
                  size="md"
                  className={styles.remove}
                  aria-label={`Remove ${name} from roster`}
                  onClick={() => {
                    onClose();
                    request(toRemovalTarget(artist));
                  }}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Spec 2 §4: the confirmation before an artist leaves the roster. */
export function RosterRemovalDialog({ returnFocusTo }: { returnFocusTo?: () => HTMLElement | null }) {
  const [pending, removing, cancel, confirm] = useUnit([$pendingRemoval, $removing, removalCancelled, removalConfirmed]);
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(next) => {
        if (!next && !removing) cancel();
      }}
      role="alertdialog"
      finalFocusEl={returnFocusTo}
      title="Remove artist from roster?"
      description={pending ? `${pending.name} will be removed from your roster.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => cancel()} disabled={removing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => confirm()} loading={removing}>
            Remove
          </Button>
        </>
      }
    >
      <p className={styles.warning}>
        You will need to re-verify this artist in the future to add them back to your roster.
      </p>
    </Dialog>
  );
}
