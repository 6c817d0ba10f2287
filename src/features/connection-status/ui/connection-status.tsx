import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { installOfflineWriteGuard } from '@/shared/api';
import { watchOnlineStatus } from '@/shared/lib/network';
import { toaster } from '@/shared/ui';
import { CONNECTION_RESTORED_TEXT, OFFLINE_BANNER_TEXT } from '../config/texts';
import { useOnlineStatus } from './use-online-status';

// In the page's flow above the layouts: it pushes the page (and the sticky header) down instead
// of covering the header's controls, and scrolls away with the page.
const banner = css({
  px: '4',
  py: '2',
  bg: 'warning.default',
  color: 'warning.contrast',
  textStyle: 'sm',
  fontWeight: 'medium',
  textAlign: 'center',
});

/**
 * The offline banner across the top of every page while the browser is offline, and the
 * "Connection restored!" toast when it is back online (spec 2 §4, §8). Writes asked for offline
 * fail at once saying nothing was sent (the API client's guard, installed here: after first paint).
 */
export function ConnectionStatus() {
  const online = useOnlineStatus();

  useEffect(() => installOfflineWriteGuard(), []);
  useEffect(
    () =>
      watchOnlineStatus((nowOnline) => {
        if (nowOnline) toaster.create({ id: 'connection-restored', type: 'success', title: CONNECTION_RESTORED_TEXT });
      }),
    [],
  );

  // The live region stays in the page (empty while online) so that its text is announced.
  return (
    <div role="status" className={online ? undefined : banner}>
      {online ? null : OFFLINE_BANNER_TEXT}
    </div>
  );
}
