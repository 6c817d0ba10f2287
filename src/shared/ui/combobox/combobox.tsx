import {
  Combobox as ArkCombobox,
  createListCollection,
} from "@ark-ui/react/combobox";
import { useMemo, type ReactNode } from "react";
import { combobox, input } from "styled-system/recipes";
import { ArkLocale } from "../locale";

export interface ComboboxProps<Item> {
  label: ReactNode;
  placeholder?: string;
  /** The options found for the current text. */
  items: readonly Item[];
  itemToValue: (item: Item) => string;
  itemToString: (item: Item) => string;
  /** Dimmed and not selectable (the caller's rule). */
  isItemDisabled?: (item: Item) => boolean;
  renderItem: (item: Item) => ReactNode;
  /** The text typed (the input keeps its own value; a pick shows the option's text). */
  onInputValueChange: (text: string) => void;
  onSelect: (item: Item) => void;
  /** Shown in the list when it has no options (searching, nothing found, an error). */
  status?: ReactNode;
  autoFocus?: boolean;
  invalid?: boolean;
}

/**
 * A text input whose list offers what was found for the text (the caller searches; the list is
 * not filtered here). Arrow keys move through the options, Enter picks one.
 */
export function Combobox<Item>({
  label,
  placeholder,
  items,
  itemToValue,
  itemToString,
  isItemDisabled,
  renderItem,
  onInputValueChange,
  onSelect,
  status,
  autoFocus,
  invalid,
}: ComboboxProps<Item>) {
  const styles = combobox();
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...items],
        itemToValue,
        itemToString,
        ...(isItemDisabled ? { isItemDisabled } : {}),
      }),
    [items, itemToValue, itemToString, isItemDisabled],
  );
  return (
    <ArkLocale>
      <ArkCombobox.Root
        className={styles.root}
        collection={collection}
        onInputValueChange={(details) => onInputValueChange(details.inputValue)}
        onValueChange={(details) => {
          const [item] = details.items as Item[];
          if (item !== undefined) onSelect(item);
        }}
        inputBehavior="none"
        // The machine focuses the input itself: a focus it did not see leaves it deaf to typing.
        autoFocus={autoFocus}
        openOnClick
        invalid={invalid}
        // The list stays inside the DOM of a dialog around it (a modal hides everything outside
        // itself from assistive technology); fixed, it is not clipped by a scrolling dialog body.
        positioning={{ sameWidth: true, strategy: "fixed" }}
      >
        <ArkCombobox.Label className={styles.label}>{label}</ArkCombobox.Label>
        <ArkCombobox.Control className={styles.control}>
          <ArkCombobox.Input className={input()} placeholder={placeholder} />
        </ArkCombobox.Control>
        <ArkCombobox.Positioner className={styles.positioner}>
          <ArkCombobox.Content className={styles.content}>
            {items.length === 0 && status != null ? (
              <div className={styles.status} role="status">
                {status}
              </div>
            ) : (
              items.map((item) => (
                <ArkCombobox.Item
                  key={itemToValue(item)}
                  item={item}
                  className={styles.item}
                >
                  {renderItem(item)}
                </ArkCombobox.Item>
              ))
            )}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </ArkCombobox.Root>
    </ArkLocale>
  );
}

/** The text part of an option: a name and a muted line under it. */
export function ComboboxItemText({
  children,
  hint,
}: {
  children: ReactNode;
  hint?: ReactNode;
}) {
  const styles = combobox();
  return (
    <span className={styles.itemText}>
      <ArkCombobox.ItemText>{children}</ArkCombobox.ItemText>
      {hint != null && <span className={styles.itemHint}>{hint}</span>}
    </span>
  );
}
