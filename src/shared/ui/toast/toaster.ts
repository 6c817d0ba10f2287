import { createToaster } from '@ark-ui/react/toast';
import { toastCreated } from './toast-signal';

/**
 * The only toaster of the app (DESIGN §5, spec 2 §9): at most 5, 3 s, top right.
 * Pass `duration` to `toaster.create` when the error catalogue names another one.
 * Its distance from the top is `--toast-offset-top` (the global styles put it below the header).
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: 'var(--toast-offset-top, 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 5,
  duration: 3000,
  overlap: false,
});

// The toast region (`AppToaster`) loads when the first toast is created.
toaster.subscribe(() => toastCreated());
