import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip, type TooltipRootProps } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { tooltip } from 'styled-system/recipes';

export type TooltipProps = {
  content: ReactNode;
  /** The element the tooltip describes; it must forward its ref and props. */
  children: ReactElement;
  disabled?: boolean;
  openDelay?: number;
  closeDelay?: number;
  positioning?: TooltipRootProps['positioning'];
};

export function Tooltip({
  content,
  children,
  disabled,
  openDelay = 300,
  closeDelay = 100,
  positioning,
}: TooltipProps) {
  const styles = tooltip();
  return (
    <ArkTooltip.Root
      disabled={disabled}
      openDelay={openDelay}
      closeDelay={closeDelay}
      positioning={{ placement: 'bottom', gutter: 6, ...positioning }}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
