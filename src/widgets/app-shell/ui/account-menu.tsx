import { useUnit } from 'effector-react';
import { css } from 'styled-system/css';
import { logoutRequested, useSession } from '@/entities/session';
import { Link, useNavigate } from 'react-router';
import { Avatar, getInitials, Menu, type MenuEntry } from '@/shared/ui';
import { ACCOUNT_MENU_ITEMS, LOGOUT_REDIRECT_PATH } from '../config/account-menu';
import { displayNameOf } from '../lib/display-name';
import { HomeIcon, LogoutIcon, SettingsIcon, UserIcon } from './icons';

const ICONS = { home: HomeIcon, profile: UserIcon, settings: SettingsIcon } as const;

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
    focusVisibleOutline: 'outside',
  }),
  header: css({ display: 'flex', alignItems: 'center', gap: '3', py: '1', color: 'fg.default', fontWeight: 'normal' }),
  who: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  name: css({ textStyle: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  email: css({ textStyle: 'caption', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
};

/**
 * Header account menu (spec 1 §2): avatar, name and email above Home, Profile, Settings (links)
 * and Logout, as a WAI-ARIA menu (menu items, arrow keys, Escape back to the avatar button).
 */
export function AccountMenu() {
  const { user } = useSession();
  const logout = useUnit(logoutRequested);
  const navigate = useNavigate();
  const name = displayNameOf(user);
  // The initials the avatar shows are part of the button's name, so that a speech user who says
  // what they see reaches it (WCAG 2.5.3, axe's label-content-name-mismatch).
  const initials = getInitials(name);
  const label = initials ? `Account menu, ${initials}` : 'Account menu';

  const items: MenuEntry[] = [
    { type: 'separator', id: 'after-header' },
    ...ACCOUNT_MENU_ITEMS.map((item) => {
      const Icon = ICONS[item.id];
      return { value: item.id, label: item.label, icon: <Icon />, link: <Link to={item.to} /> };
    }),
    { type: 'separator', id: 'before-logout' },
    {
      value: 'logout',
      label: 'Logout',
      icon: <LogoutIcon />,
      tone: 'danger',
      onSelect: () => {
        logout();
        void navigate(LOGOUT_REDIRECT_PATH, { replace: true });
      },
    },
  ];

  return (
    <Menu
      trigger={
        <button type="button" className={styles.trigger} aria-label={label}>
          <Avatar src={user?.photoURL} name={name} size="sm" />
        </button>
      }
      header={
        <div className={styles.header}>
          <Avatar src={user?.photoURL} name={name} size="md" />
          <div className={styles.who}>
            <div className={styles.name}>{name}</div>
            {user?.email && <div className={styles.email}>{user.email}</div>}
          </div>
        </div>
      }
      items={items}
    />
  );
}
