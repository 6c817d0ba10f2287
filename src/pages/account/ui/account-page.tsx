import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { SettingsPanel } from '@/entities/theme';
import { useSearchParams } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Avatar, tabNavStyles } from '@/shared/ui';
import { ACCOUNT_TABS, parseAccountTab, type AccountTab } from '../config/tabs';
import { DeferredPasswordForm, DeferredProfileForm } from './deferred-forms';
import { PhotoUpload } from './photo-upload';
import { PRODUCT_NAME } from '@/shared/config';

const tabs = tabNavStyles({ size: 'lg' });

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  title: css({ textStyle: 'pageTitle' }),
  layout: css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[280px minmax(0, 1fr)]' }, gap: '6', alignItems: 'start' }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    p: { base: '5', md: '6' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  identity: css({ alignItems: 'center', textAlign: 'center', py: '10' }),
  name: css({ textStyle: 'cardTitle' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  cardTitle: css({ textStyle: 'sectionTitle' }),
};

function TabPanel({ tab }: { tab: AccountTab }) {
  const { user } = useSession();
  const name = user ? user.displayName || `${user.firstName} ${user.lastName}`.trim() || user.email : '';

  if (tab === 'security') {
    return (
      <section className={styles.card} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.cardTitle}>
          Change password
        </h2>
        <DeferredPasswordForm />
      </section>
    );
  }
  if (tab === 'settings') {
    return (
      <section className={styles.card} aria-labelledby="account-settings">
        <div>
          <h2 id="account-settings" className={styles.cardTitle}>
            Display settings
          </h2>
          <p className={styles.muted}>Saved in this browser.</p>
        </div>
        <SettingsPanel />
      </section>
    );
  }
  return (
    <div className={styles.layout}>
      <section className={`${styles.card} ${styles.identity}`} aria-label="Your account">
        <Avatar src={user?.photoURL} name={name} alt="Your profile photo" size="2xl" />
        <div>
          <p className={styles.name}>{name}</p>
          <p className={styles.muted}>{user?.email}</p>
        </div>
        <PhotoUpload />
      </section>
      <section className={styles.card} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.cardTitle}>
          Profile
        </h2>
        {/* Remount when another user signs in so the defaults follow the session. */}
        <DeferredProfileForm key={user?._id ?? 'none'} />
      </section>
    </div>
  );
}

/** `/dashboard/account`: profile, password and display settings (`?tab=general|security|settings`). */
export function AccountPage() {
  const [params] = useSearchParams();
  const tab = parseAccountTab(params.get('tab'));
  const label = ACCOUNT_TABS.find((item) => item.id === tab)?.label ?? 'General';
  return (
    <div className={styles.root}>
      <title>{`Account · ${label} · ${PRODUCT_NAME}`}</title>
      <h1 className={styles.title}>Account</h1>
      <nav aria-label="Account sections">
        <ul className={tabs.list}>
          {ACCOUNT_TABS.map((item) => (
            <li key={item.id}>
              <Link
                to={item.id === 'general' ? '?' : `?tab=${item.id}`}
                className={tabs.tab}
                aria-current={item.id === tab ? 'page' : undefined}
                replace
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TabPanel tab={tab} />
    </div>
  );
}
