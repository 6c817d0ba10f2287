import { useUnit } from 'effector-react';
import { Link, useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { logoutRequested, useSession } from '@/entities/session';
import { Avatar } from '@/shared/ui';
import { ACCOUNT_MENU_ITEMS, LOGOUT_REDIRECT_PATH } from '../config/account-menu';
import { displayNameOf } from '../lib/display-name';
import { HomeIcon, LogoutIcon, SettingsIcon, UserIcon } from './icons';

const ICONS = { home: HomeIcon, profile: UserIcon, settings: SettingsIcon } as const;

const styles = {
  header: css({ display: 'flex', alignItems: 'center', gap: '3', px: '2', pt: '2', pb: '3' }),
  who: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  name: css({ textStyle: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  email: css({ textStyle: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  divider: css({ borderTopWidth: '1px', borderTopStyle: 'dashed', borderColor: 'border.default', my: '1' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '0.5', listStyle: 'none', m: '0', p: '0' }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    minH: '10',
    px: '2',
    borderRadius: 'control',
    textStyle: 'sm',
    color: 'fg.default',
    textDecoration: 'none',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '-0.5' },
    '& svg': { color: 'fg.muted' },
  }),
  logout: css({ color: 'danger.fg', fontWeight: 'semibold', '& svg': { color: 'danger.fg' } }),
};

/** The account popover's content: avatar, name and email; Home, Profile, Settings, Logout. */
export function AccountMenu({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const logout = useUnit(logoutRequested);
  const navigate = useNavigate();
  const name = displayNameOf(user);

  return (
    <>
      <div className={styles.header}>
        <Avatar src={user?.photoURL} name={name} size="md" />
        <div className={styles.who}>
          <span className={styles.name}>{name}</span>
          {user?.email && <span className={styles.email}>{user.email}</span>}
        </div>
      </div>
      <div className={styles.divider} />
      <ul className={styles.list}>
        {ACCOUNT_MENU_ITEMS.map((item) => {
          const Icon = ICONS[item.id];
          return (
            <li key={item.id}>
              <Link to={item.to} className={styles.item} onClick={onClose}>
                <Icon />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.divider} />
      <button
        type="button"
        className={`${styles.item} ${styles.logout}`}
        onClick={() => {
          onClose();
          logout();
          navigate(LOGOUT_REDIRECT_PATH, { replace: true });
        }}
      >
        <LogoutIcon />
        Logout
      </button>
    </>
  );
}
