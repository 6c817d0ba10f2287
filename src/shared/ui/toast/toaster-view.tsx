import { Toast, Toaster } from '@ark-ui/react/toast';
import { toast as toastStyles } from 'styled-system/recipes';
import { CloseIcon } from '../icon';
import { ArkLocale } from '../locale';
import { ToastIcon } from './toast-icon';
import { toaster } from './toaster';

/** The Ark UI toaster behind `AppToaster` (a chunk of its own, see `./app-toaster`). */
export function ToasterView() {
  const styles = toastStyles();
  return (
    <ArkLocale>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root className={styles.root}>
            <span className={styles.indicator}>
              <ToastIcon type={toast.type} />
            </span>
            <div className={styles.body}>
              {toast.title != null && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
              {toast.description != null && (
                <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
              )}
            </div>
            {toast.action && (
              <Toast.ActionTrigger className={styles.actionTrigger}>{toast.action.label}</Toast.ActionTrigger>
            )}
            {toast.closable !== false && (
              <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
                <CloseIcon />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </ArkLocale>
  );
}
