import { Toast, Toaster } from '@ark-ui/react/toast';
import { css, cx } from 'styled-system/css';
import { toast as toastStyles } from 'styled-system/recipes';
import { CloseIcon } from '../icon';
import { ArkLocale } from '../locale';
import { ToastIcon } from './toast-icon';
import { toasterStore } from './toaster-store';
import type { ToastMeta } from './toast-meta';

const withTextButtons = css({ pe: '3' });
// The first button's text lines up with the title (the buttons keep their own padding).
const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1', ms: '-2' });
const secondaryButton = css({ color: 'fg.muted', fontWeight: 'medium' });

/** The Ark UI toaster behind `AppToaster` (a chunk of its own, see `./app-toaster`). */
export function ToasterView() {
  const styles = toastStyles();
  return (
    <ArkLocale>
      <Toaster toaster={toasterStore}>
        {(toast) => {
          // A toast that names its close button shows it as text beside the action, under the text.
          const closeLabel = (toast.meta as ToastMeta | undefined)?.closeLabel;
          return (
            <Toast.Root className={cx(styles.root, closeLabel && withTextButtons)}>
              <span className={styles.indicator}>
                <ToastIcon type={toast.type} />
              </span>
              <div className={styles.body}>
                {toast.title != null && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
                {toast.description != null && (
                  <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
                )}
                {closeLabel && (
                  <div className={buttonRow}>
                    {toast.action && (
                      <Toast.ActionTrigger className={styles.actionTrigger}>{toast.action.label}</Toast.ActionTrigger>
                    )}
                    <Toast.CloseTrigger className={cx(styles.actionTrigger, secondaryButton)} aria-label={closeLabel}>
                      {closeLabel}
                    </Toast.CloseTrigger>
                  </div>
                )}
              </div>
              {!closeLabel && toast.action && (
                <Toast.ActionTrigger className={styles.actionTrigger}>{toast.action.label}</Toast.ActionTrigger>
              )}
              {!closeLabel && toast.closable !== false && (
                <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
                  <CloseIcon />
                </Toast.CloseTrigger>
              )}
            </Toast.Root>
          );
        }}
      </Toaster>
    </ArkLocale>
  );
}
