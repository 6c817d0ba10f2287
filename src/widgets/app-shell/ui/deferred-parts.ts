import { deferredModule } from '@/shared/lib/deferred';

// Parts of the shell that the first paint of a signed-in page does not need, each a chunk of its
// own: in place once the browser is idle after that paint, or at their first use.
export const headerAccount = deferredModule(() => import('./header-account'));
export const shellOverlays = deferredModule(() => import('./shell-overlays'));
export const adminMenuModule = deferredModule(() => import('./admin-menu'));
