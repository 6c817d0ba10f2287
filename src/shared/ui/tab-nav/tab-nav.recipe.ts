import { defineSlotRecipe } from '@pandacss/dev';

export const tabNavRecipe = defineSlotRecipe({
  className: 'tabNav',
  description: 'Section tabs made of links under a page title; the current one has aria-current=page',
  slots: ['list', 'tab'],
  base: {
    list: {
      display: 'flex',
      borderBottomWidth: '1px',
      borderBottomStyle: 'solid',
      borderColor: 'border.default',
      listStyle: 'none',
      m: '0',
      p: '0',
      overflowX: 'auto',
    },
    tab: {
      display: 'inline-flex',
      alignItems: 'center',
      borderBottomWidth: '2px',
      borderBottomStyle: 'solid',
      borderColor: 'transparent',
      textStyle: 'sm',
      fontWeight: 'semibold',
      color: 'fg.muted',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg.default' },
      '&[aria-current=page]': { color: 'fg.default', borderColor: 'fg.default' },
      focusVisibleOutline: 'flush',
    },
  },
  variants: {
    size: {
      md: { list: { gap: '5' }, tab: { minH: '11' } },
      lg: { list: { gap: '6' }, tab: { minH: '12' } },
    },
  },
  defaultVariants: { size: 'md' },
});
