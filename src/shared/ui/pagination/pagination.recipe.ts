import { defineSlotRecipe } from '@pandacss/dev';

export const paginationRecipe = defineSlotRecipe({
  className: 'pagination',
  description: 'Page navigation under a paged list',
  slots: ['root', 'summary', 'list', 'item', 'ellipsis'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      py: '3',
    },
    summary: { textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { base: '0.5', sm: '1' }, listStyle: 'none', m: '0', p: '0' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // Nine slots (arrows, first, last, three pages, two gaps) fit a 360 px screen.
      minW: { base: '8', sm: '9' },
      h: '9',
      px: '2',
      borderRadius: 'md',
      textStyle: 'sm',
      fontWeight: 'semibold',
      color: 'fg.default',
      bg: 'transparent',
      cursor: 'pointer',
      fontVariantNumeric: 'tabular-nums',
      _hover: { bg: 'bg.subtle' },
      _disabled: { opacity: '0.4', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
      '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.fg' },
      focusVisibleOutline: 'flush',
    },
    ellipsis: { minW: { base: '6', sm: '9' }, textAlign: 'center', color: 'fg.muted' },
  },
});
