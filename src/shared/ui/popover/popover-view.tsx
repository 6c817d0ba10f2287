import { Popover as ArkPopover, type PopoverRootProps } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useId, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { popover, type PopoverVariantProps } from 'styled-system/recipes';
import { ArkLocale } from '../locale';

export type PopoverProps = PopoverVariantProps & {
  /** The element that toggles the popover; it must forward its ref and props (e.g. `Button`). */
  trigger: ReactElement;
  children: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Numbers are pixels. */
  width?: number | string;
  /** Numbers are pixels. Default: 480 px or the space available. */
  maxHeight?: number | string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  positioning?: PopoverRootProps['positioning'];
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  className?: string;
};

const toLength = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** The Ark UI popover behind `Popover` (a chunk of its own, see `./popover`). */
export function PopoverView({
  trigger,
  children,
  title,
  description,
  width,
  maxHeight,
  open,
  defaultOpen,
  onOpenChange,
  positioning,
  padding,
  'aria-label': ariaLabel,
  className,
}: PopoverProps) {
  const styles = popover({ padding });
  // Zag notes a rendered title or description only after a frame, without rendering again, so
  // the content would stay unnamed: the ids are given and referenced here instead.
  const id = useId();
  const ids = { title: `${id}-title`, description: `${id}-description` };
  const size = {
    '--popover-width': toLength(width),
    '--popover-max-height': toLength(maxHeight),
  } as CSSProperties;

  return (
    <ArkLocale>
      <ArkPopover.Root
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange && ((details) => onOpenChange(details.open))}
        positioning={{ placement: 'bottom-end', gutter: 8, ...positioning }}
        // A popover is a dialog (role=dialog): it holds the focus until it closes, then gives it
        // back to its trigger; the page behind is inert meanwhile (as a modal popover is).
        modal
        ids={ids}
        lazyMount
        unmountOnExit
      >
        <ArkPopover.Trigger asChild>{trigger}</ArkPopover.Trigger>
        <Portal>
          <ArkPopover.Positioner className={styles.positioner}>
            <ArkPopover.Content
              className={cx(styles.content, className)}
              style={size}
              aria-label={ariaLabel}
              aria-labelledby={ariaLabel === undefined && title != null ? ids.title : undefined}
              aria-describedby={description != null ? ids.description : undefined}
            >
              {title != null && <ArkPopover.Title className={styles.title}>{title}</ArkPopover.Title>}
              {description != null && (
                <ArkPopover.Description className={styles.description}>
                  {description}
                </ArkPopover.Description>
              )}
              {children}
            </ArkPopover.Content>
          </ArkPopover.Positioner>
        </Portal>
      </ArkPopover.Root>
    </ArkLocale>
  );
}
