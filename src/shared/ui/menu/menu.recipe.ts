import { defineSlotRecipe } from '@pandacss/dev';
import { floatingMotion, floatingSurface, optionItem, optionList } from '../../config/theme/recipe-parts';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Dropdown menu of actions',
  slots: ['positioner', 'content', 'item', 'itemIcon', 'separator', 'groupLabel'],
  base: {
    positioner: { zIndex: 'dropdown' },
    content: {
      // Ark copies the content's z-index onto the positioner's inline style (--z-index).
      zIndex: 'dropdown',
      ...optionList,
      minW: '40',
      ...floatingSurface,
      ...floatingMotion,
    },
    item: {
      ...optionItem,
      gap: '2',
      minH: '9',
      // The focus stays on the menu (aria-activedescendant): from the keyboard, the highlighted
      // item wears the focus ring.
      '[data-part=content]:focus-visible &[data-highlighted]': {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'border.focus',
        outlineOffset: '-2px',
      },
      color: 'fg.default',
      textDecoration: 'none',
      '&[data-tone=danger]': { color: 'danger.fg' },
    },
    itemIcon: { display: 'inline-flex', color: 'fg.muted', textStyle: 'md' },
    separator: { my: '1', borderTopWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default' },
    groupLabel: { px: '2', py: '1', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  },
});
