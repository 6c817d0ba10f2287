import { lazyWithQueryClient } from '@/shared/api';
import { useParams } from 'react-router';
import { AfterFirstPaint, GuestFrame, Skeleton } from '@/shared/ui';
import { frameStyles, LoadingFrame, UNSUBSCRIBE_BY_EMAIL_LEAD } from './frame';

// The first paint of an email page is its frame: React, the router and this small chunk. The page
// with its data, form and validation follows at once; meanwhile the frame shows what the page
// shows while its data loads, so the swap does not move anything.
const pages = () => import(/* webpackChunkName: "email-pages" */ './pages');
const PreferencesPage = lazyWithQueryClient(pages, 'EmailPreferencesPage');
const UnsubscribePage = lazyWithQueryClient(pages, 'EmailUnsubscribePage');

/** `/email/preferences/{token}`: per-list toggles and frequency. */
export function EmailPreferencesPage() {
  return (
    <AfterFirstPaint placeholder={<LoadingFrame title="Email preferences" lines={4} />}>
      <PreferencesPage />
    </AfterFirstPaint>
  );
}

/** `/email/unsubscribe` (enter an address) and `/email/unsubscribe/{token}` (from an email link). */
export function EmailUnsubscribePage() {
  const { token } = useParams();
  const loading = token ? (
    <LoadingFrame title="Unsubscribe" lines={3} />
  ) : (
    <GuestFrame title="Unsubscribe" lead={UNSUBSCRIBE_BY_EMAIL_LEAD}>
      <div className={frameStyles.form} aria-busy="true">
        <Skeleton height={70} />
        <Skeleton height={48} />
      </div>
    </GuestFrame>
  );
  return (
    <AfterFirstPaint placeholder={loading}>
      <UnsubscribePage />
    </AfterFirstPaint>
  );
}
