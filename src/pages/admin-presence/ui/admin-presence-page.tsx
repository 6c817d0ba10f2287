import { css } from 'styled-system/css';
import { deferredModule, useAfterMount, useDeferredModule } from '@/shared/lib/deferred';
import { SkeletonText } from '@/shared/ui';
import { useOnlineUsers } from '@/widgets/online-users';
import { PRESENCE_TABLE_REFRESH_MS } from '../config/refresh';
import { presenceStateStyle } from './presence-state';
import { PRODUCT_NAME } from '@/shared/config';

// The page's first paint is its title and the loading card, while the feed connects. The counts,
// filters and the virtualised table are a chunk of their own, requested once that frame has been
// committed: it arrives while the feed does, and the loading card stays until both are in.
const view = deferredModule(() => import(/* webpackChunkName: "admin-presence-view" */ './presence-view'));

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6', py: '4' }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  title: css({ textStyle: 'pageTitle', color: 'fg.default' }),
  subtitle: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/** `/admin/presence`: the live presence feed as a sortable, filterable table with counts. */
export function AdminPresencePage() {
  // Thousands of users at many events per second: the page follows the feed a few times a
  // second rather than with every batch, and shows at once (as loading) with the table right
  // after. The list comes in list order (sorted once per refresh).
  const list = useOnlineUsers({ refreshMs: PRESENCE_TABLE_REFRESH_MS, deferFirstRender: true });
  const loaded = useDeferredModule(view, useAfterMount(true));
  const loading = list.loading || list.pending || !loaded;

  return (
    <section className={styles.root}>
      <title>{`Online users · ${PRODUCT_NAME}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Online users</h1>
        <p className={styles.subtitle}>Who is signed in right now, where they are and on what. Updates live.</p>
      </header>

      {loading ? (
        <div className={presenceStateStyle} role="status" aria-busy="true">
          <p>Loading...</p>
          <SkeletonText />
        </div>
      ) : (
        <loaded.PresenceView users={list.users} currentUserId={list.currentUserId} />
      )}
    </section>
  );
}
