import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { ArkLocale } from '../locale';
import { CloseIcon } from '../icon';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Maximum width of the panel; numbers are pixels. Default 480. */
  width?: number | string;
  /** Fixed height of the panel; numbers are pixels. Default: fits the content. */
  height?: number | string;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  role?: 'dialog' | 'alertdialog';
  closeOnInteractOutside?: boolean;
  closeOnEscape?: boolean;
  hideCloseButton?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  /**
   * Where the focus goes when the dialog closes. Default: the element that had it before the
   * dialog opened; give one when that element is gone by then (e.g. inside a closed popover).
   */
  finalFocusEl?: () => HTMLElement | null;
  /** `bottom`: a drawer along the bottom edge, the full width; `start`: a full-height drawer along the start edge (default: centred). */
  placement?: 'center' | 'bottom' | 'start';
  className?: string;
};

const toLength = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** The Ark UI dialog behind `Dialog` (a chunk of its own, see `./dialog`). */
export function DialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width,
  height,
  'aria-label': ariaLabel,
  role,
  closeOnInteractOutside,
  closeOnEscape,
  hideCloseButton = false,
  initialFocusEl,
  finalFocusEl,
  placement,
  className,
}: DialogProps) {
  const styles = dialog({ placement });
  const size = {
    '--dialog-width': toLength(width),
    '--dialog-height': toLength(height),
  } as CSSProperties;

  return (
    <ArkLocale>
      <ArkDialog.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        lazyMount
        unmountOnExit
        aria-label={ariaLabel}
        role={role}
        closeOnInteractOutside={closeOnInteractOutside}
        closeOnEscape={closeOnEscape}
        initialFocusEl={initialFocusEl}
        finalFocusEl={finalFocusEl}
      >
        <Portal>
          <ArkDialog.Backdrop className={styles.backdrop} />
          <ArkDialog.Positioner className={styles.positioner}>
            <ArkDialog.Content className={cx(styles.content, className)} style={size}>
              {(title != null || description != null) && (
                <div className={styles.header}>
                  {title != null && <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>}
                  {description != null && (
                    <ArkDialog.Description className={styles.description}>
                      {description}
                    </ArkDialog.Description>
                  )}
                </div>
              )}
              <div className={styles.body}>{children}</div>
              {footer != null && <div className={styles.footer}>{footer}</div>}
              {!hideCloseButton && (
                <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label="Close">
                  <CloseIcon />
                </ArkDialog.CloseTrigger>
              )}
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </Portal>
      </ArkDialog.Root>
    </ArkLocale>
  );
}
