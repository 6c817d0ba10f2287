import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip, type TooltipRootProps } from '@ark-ui/react/tooltip';
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { tooltip } from 'styled-system/recipes';
import { ArkLocale } from '../locale';

export type TooltipProps = {
  content: ReactNode;
  /** The element the tooltip describes; it must forward its ref and props. */
  children: ReactElement;
  disabled?: boolean;
  openDelay?: number;
  closeDelay?: number;
  positioning?: TooltipRootProps['positioning'];
};

export type TooltipViewProps = TooltipProps & {
  /** Focus the trigger once mounted (it replaced a focused stand-in). */
  focusOnMount?: boolean;
};

/** The Ark UI tooltip behind `Tooltip` (a chunk of its own, see `./tooltip`). */
export function TooltipView({
  content,
  children,
  disabled,
  openDelay = 300,
  closeDelay = 100,
  positioning,
  focusOnMount = false,
}: TooltipViewProps) {
  const styles = tooltip();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const trigger: HTMLElement | null = triggerRef.current;
    if (!focusOnMount || !trigger) return;
    // The trigger may be a wrapper around the focusable element (e.g. a popover's button).
    const focusable =
      trigger.tabIndex >= 0 ? trigger : trigger.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]');
    focusable?.focus({ preventScroll: true });
    // Only the first mount replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ArkLocale>
      <ArkTooltip.Root
        disabled={disabled}
        openDelay={openDelay}
        closeDelay={closeDelay}
        positioning={{ placement: 'bottom', gutter: 6, ...positioning }}
        lazyMount
        unmountOnExit
      >
        <ArkTooltip.Trigger asChild ref={triggerRef}>
          {children}
        </ArkTooltip.Trigger>
        <Portal>
          <ArkTooltip.Positioner className={styles.positioner}>
            <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
          </ArkTooltip.Positioner>
        </Portal>
      </ArkTooltip.Root>
    </ArkLocale>
  );
}
