import { css } from 'styled-system/css';
import { NavLink } from 'react-router';

/** The email pages, in the order the sub-navigation shows them. */
export const EMAIL_PAGES = [
  { to: '/admin/email', label: 'Overview', end: true },
  { to: '/admin/email/campaigns', label: 'Campaigns' },
  { to: '/admin/email-lists', label: 'Lists' },
  { to: '/admin/email/subscribers', label: 'Subscribers' },
  { to: '/admin/email/segments', label: 'Segments' },
  { to: '/admin/email/activity', label: 'Activity' },
  { to: '/admin/email/analytics', label: 'Analytics' },
  { to: '/admin/email/list-analytics', label: 'List analytics' },
] as const;

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '1', borderBottomWidth: '1px', borderColor: 'border.default', pb: '2' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '9',
    px: '3',
    borderRadius: 'control',
    textStyle: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'none',
    _hover: { bg: 'bg.subtle', color: 'fg.default' },
    focusVisibleOutline: 'flush',
    '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.fg' },
  }),
};

/** The sub-navigation shared by every email page (the current one marked for screen readers too). */
export function EmailNav() {
  return (
    <nav aria-label="Email pages">
      <ul className={styles.list}>
        {EMAIL_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={'end' in page ? page.end : false} className={styles.link}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
