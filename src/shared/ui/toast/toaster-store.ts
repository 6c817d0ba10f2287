import { createToaster } from '@ark-ui/react/toast';
import { toastCreated } from './toast-signal';

/**
 * The store behind the app's one toaster (`./toaster`): at most 5, 3 s (DESIGN §5, spec 2 §9).
 * At the bottom end (issue #36, instead of spec 2's top right): there a toast covers neither the
 * page's title, nor the header's controls, nor a dialog's header; on a phone it spans the width.
 * It stacks above what sits at the bottom over the page (the assistant's button, a phone's wizard
 * actions: `--bottom-room`, shared/ui/bottom-room). A chunk of its own, with the toast region's view.
 */
export const toasterStore = createToaster({
  placement: 'bottom-end',
  offsets: { top: '1rem', right: '1rem', bottom: 'calc(1rem + var(--bottom-room, 0px))', left: '1rem' },
  max: 5,
  duration: 3000,
  overlap: false,
});

// The toast region (`AppToaster`) loads when the first toast is created.
toasterStore.subscribe(() => toastCreated());
