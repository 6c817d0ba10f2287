import { Menu as ArkMenu, type MenuRootProps } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { menu } from 'styled-system/recipes';
import { ArkLocale } from '../locale';

export type MenuAction = {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  onSelect?: () => void;
  /**
   * Makes the item a link: an anchor element (e.g. a router `<Link to="…" />`) that receives the
   * item's role, state and content, so it navigates like any link.
   */
  link?: ReactElement<{ tabIndex?: number }>;
};

export type MenuEntry = MenuAction | { type: 'separator'; id: string };

type MenuViewProps = MenuProps & {
  /** Start on the first item (opened from the keyboard before this view took over). */
  highlightFirst?: boolean;
};

export type MenuProps = {
  /** The element that opens the menu; it must forward its ref and props (e.g. `Button`). */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  /** Shown above the items and labelling them, e.g. the signed-in user's name and email. */
  header?: ReactNode;
  /** Called with the value of any selected item, after the item's own `onSelect`. */
  onSelect?: (value: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  positioning?: MenuRootProps['positioning'];
};

const isSeparator = (entry: MenuEntry): entry is { type: 'separator'; id: string } =>
  'type' in entry && entry.type === 'separator';

/** The Ark UI menu behind `Menu` (a chunk of its own, see `./menu`). */
export function MenuView({
  trigger,
  items,
  header,
  onSelect,
  open,
  onOpenChange,
  positioning,
  highlightFirst = false,
}: MenuViewProps) {
  const styles = menu();
  const first = items.find((entry): entry is MenuAction => !isSeparator(entry) && !entry.disabled);
  const entries = items.map((entry) => {
    if (isSeparator(entry)) return <ArkMenu.Separator key={entry.id} className={styles.separator} />;
    const content = (
      <>
        {entry.icon != null && <span className={styles.itemIcon}>{entry.icon}</span>}
        {entry.label}
      </>
    );
    return (
      <ArkMenu.Item
        key={entry.value}
        value={entry.value}
        disabled={entry.disabled}
        onSelect={entry.onSelect}
        data-tone={entry.tone}
        className={styles.item}
        asChild={entry.link !== undefined}
      >
        {/* Out of the tab order like the other items: the menu keeps the focus (arrow keys). */}
        {entry.link ? cloneElement(entry.link, { tabIndex: -1 }, content) : content}
      </ArkMenu.Item>
    );
  });
  return (
    <ArkLocale>
      <ArkMenu.Root
        open={open}
        onOpenChange={onOpenChange && ((details) => onOpenChange(details.open))}
        onSelect={onSelect && ((details) => onSelect(details.value))}
        positioning={{ placement: 'bottom-end', gutter: 8, ...positioning }}
        defaultHighlightedValue={highlightFirst ? first?.value : undefined}
        // Enter on a link item: Zag dispatches a click that does not bubble, which React (listening
        // at the root) never sees, so a router link would load the page afresh; a real click does not.
        navigate={(details) => details.node.click()}
        lazyMount
        unmountOnExit
      >
        <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
        <Portal>
          <ArkMenu.Positioner className={styles.positioner}>
            {/* Named by its trigger (aria-labelledby), as WAI-ARIA's menu button pattern has it. */}
            <ArkMenu.Content className={styles.content}>
              {header != null ? (
                // The header labels the items as a group, so it is read with them.
                <ArkMenu.ItemGroup>
                  <ArkMenu.ItemGroupLabel className={styles.groupLabel}>{header}</ArkMenu.ItemGroupLabel>
                  {entries}
                </ArkMenu.ItemGroup>
              ) : (
                entries
              )}
            </ArkMenu.Content>
          </ArkMenu.Positioner>
        </Portal>
      </ArkMenu.Root>
    </ArkLocale>
  );
}
