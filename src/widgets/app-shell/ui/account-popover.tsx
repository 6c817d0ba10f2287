import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { whenIdle } from '@/shared/lib/deferred';
import { Avatar, Popover, SkeletonText } from '@/shared/ui';
import { displayNameOf } from '../lib/display-name';

// The menu is needed once the popover opens: a chunk of its own, fetched when the browser is idle.
const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadMenu().then((module) => ({ default: module.AccountMenu })));

const styles = {
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '0.5',
    borderRadius: 'full',
    cursor: 'pointer',
    bg: '[transparent]',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: '[transparent]',
    _hover: { borderColor: 'accent.default' },
    _expanded: { borderColor: 'accent.default' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  }),
  loading: css({ p: '2' }),
};

/** Header account popover (spec 1 §2): avatar, name and email; Home, Profile, Settings, Logout. */
export function AccountPopover() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const name = displayNameOf(user);

  useEffect(
    () =>
      whenIdle(() => {
        loadMenu().catch(() => undefined);
      }),
    [],
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      width={240}
      padding="md"
      aria-label="Account"
      trigger={
        <button type="button" className={styles.trigger} aria-label="Account menu">
          <Avatar src={user?.photoURL} name={name} size="sm" />
        </button>
      }
    >
      <Suspense
        fallback={
          <div className={styles.loading} aria-busy="true">
            <SkeletonText lines={4} />
          </div>
        }
      >
        <AccountMenu onClose={() => setOpen(false)} />
      </Suspense>
    </Popover>
  );
}
