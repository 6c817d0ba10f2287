import { createToaster } from '@ark-ui/react/toast';
import { toastCreated } from './toast-signal';

/**
 * The store behind the app's one toaster (`./toaster`): at most 5, 3 s, top right (DESIGN §5,
 * spec 2 §9). Its distance from the top is `--toast-offset-top` (the global styles put it below
 * the header). A chunk of its own, with the toast region's view.
 */
export const toasterStore = createToaster({
  placement: 'top-end',
  offsets: { top: 'var(--toast-offset-top, 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 5,
  duration: 3000,
  overlap: false,
});

// The toast region (`AppToaster`) loads when the first toast is created.
toasterStore.subscribe(() => toastCreated());
