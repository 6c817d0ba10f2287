import { defineUtility } from '@pandacss/dev';

/** Where the keyboard focus ring sits: on the edge (`flush`), 2 px outside it, or 2 px inside it. */
const RING_OFFSETS: Record<string, string | undefined> = { flush: undefined, outside: '2px', inside: '-2px' };

/**
 * Utilities of our own, written in a style like any property. `focusVisibleOutline` is the one
 * keyboard focus ring of every control (2 px, the focus colour, 3:1 on the page in both themes),
 * shown on `:focus-visible` (and Ark's `data-focus-visible`), as `_focusVisible` would.
 */
export const utilities = {
  focusVisibleOutline: defineUtility({
    className: 'focus-outline',
    values: Object.keys(RING_OFFSETS),
    transform(value: string) {
      const offset = RING_OFFSETS[value];
      return {
        '&:is(:focus-visible, [data-focus-visible])': {
          outlineWidth: '2px',
          outlineStyle: 'solid',
          outlineColor: 'var(--colors-border-focus)',
          ...(offset === undefined ? {} : { outlineOffset: offset }),
        },
      };
    },
  }),
};
