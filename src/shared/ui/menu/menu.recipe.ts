import { defineSlotRecipe } from '@pandacss/dev';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Dropdown menu of actions',
  slots: ['positioner', 'content', 'item', 'itemIcon', 'separator', 'groupLabel'],
  base: {
    positioner: { zIndex: 'dropdown' },
    content: {
      // Ark copies the content's z-index onto the positioner's inline style (--z-index).
      zIndex: 'dropdown',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      minW: '40',
      p: '1',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      boxShadow: 'dropdown',
      outline: 'none',
      _open: { animation: 'scaleIn' },
      _closed: { animation: 'scaleOut' },
      transformOrigin: '[var(--transform-origin)]',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '9',
      px: '2',
      borderRadius: 'md',
      textStyle: 'sm',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'bg.muted' },
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
      _disabled: { opacity: '0.48', cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger.fg' },
    },
    itemIcon: { display: 'inline-flex', color: 'fg.muted', textStyle: 'md' },
    separator: { my: '1', borderTopWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default' },
    groupLabel: { px: '2', py: '1', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  },
});
