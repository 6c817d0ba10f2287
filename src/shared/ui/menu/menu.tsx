import { Menu as ArkMenu, type MenuRootProps } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { menu } from 'styled-system/recipes';

export type MenuAction = {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  onSelect?: () => void;
};

export type MenuEntry = MenuAction | { type: 'separator'; id: string };

export type MenuProps = {
  /** The element that opens the menu; it must forward its ref and props (e.g. `Button`). */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  /** Heading shown above the items, e.g. the signed-in user's name. */
  header?: ReactNode;
  /** Called with the value of any selected item, after the item's own `onSelect`. */
  onSelect?: (value: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  positioning?: MenuRootProps['positioning'];
  'aria-label'?: string;
};

const isSeparator = (entry: MenuEntry): entry is { type: 'separator'; id: string } =>
  'type' in entry && entry.type === 'separator';

export function Menu({
  trigger,
  items,
  header,
  onSelect,
  open,
  onOpenChange,
  positioning,
  'aria-label': ariaLabel,
}: MenuProps) {
  const styles = menu();
  return (
    <ArkMenu.Root
      open={open}
      onOpenChange={onOpenChange && ((details) => onOpenChange(details.open))}
      onSelect={onSelect && ((details) => onSelect(details.value))}
      positioning={{ placement: 'bottom-end', gutter: 8, ...positioning }}
      aria-label={ariaLabel}
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content className={styles.content}>
            {header != null && <div className={styles.groupLabel}>{header}</div>}
            {items.map((entry) =>
              isSeparator(entry) ? (
                <ArkMenu.Separator key={entry.id} className={styles.separator} />
              ) : (
                <ArkMenu.Item
                  key={entry.value}
                  value={entry.value}
                  disabled={entry.disabled}
                  onSelect={entry.onSelect}
                  data-tone={entry.tone}
                  className={styles.item}
                >
                  {entry.icon != null && <span className={styles.itemIcon}>{entry.icon}</span>}
                  {entry.label}
                </ArkMenu.Item>
              ),
            )}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
