import { preloadDialog } from '../dialog';
import { preloadMenu } from '../menu';
import { preloadPopover } from '../popover';
import { preloadToaster } from '../toast';
import { preloadTooltip } from '../tooltip';

/**
 * Loads the deferred parts of the overlays (dialog, menu, popover, tooltip, toast region) now, so that
 * they render as they do once the app has been idle. Component tests call it before each file.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([preloadDialog(), preloadMenu(), preloadPopover(), preloadTooltip(), preloadToaster()]);
}
