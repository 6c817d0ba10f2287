import { preloadDialog } from '../dialog';
import { preloadPopover } from '../popover';
import { preloadToaster } from '../toast';
import { preloadTooltip } from '../tooltip';

/**
 * Loads the deferred parts of the overlays (dialog, popover, tooltip, toast region) now, so that
 * they render as they do once the app has been idle. Component tests call it before each file.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([preloadDialog(), preloadPopover(), preloadTooltip(), preloadToaster()]);
}
