import { defineSlotRecipe } from '@pandacss/dev';

export const popoverRecipe = defineSlotRecipe({
  className: 'popover',
  description: 'Floating panel anchored to a trigger; size from --popover-width / --popover-max-height',
  slots: ['positioner', 'content', 'title', 'description'],
  base: {
    positioner: { zIndex: 'popover' },
    content: {
      // Ark copies the content's z-index onto the positioner's inline style (--z-index).
      zIndex: 'popover',
      display: 'flex',
      flexDirection: 'column',
      w: '[var(--popover-width, auto)]',
      maxW: '[calc(100vw - 16px)]',
      maxH: '[var(--popover-max-height, min(480px, var(--available-height, 480px)))]',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      boxShadow: 'dropdown',
      outline: 'none',
      // Focused itself when opened from the keyboard with nothing focusable first: the ring shows it.
      _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
      _open: { animation: 'scaleIn' },
      _closed: { animation: 'scaleOut' },
      transformOrigin: '[var(--transform-origin)]',
    },
    title: { textStyle: 'md', fontWeight: 'semibold' },
    description: { textStyle: 'sm', color: 'fg.muted' },
  },
  variants: {
    padding: {
      none: { content: { p: '0' } },
      md: { content: { p: '3', gap: '2' } },
    },
  },
  defaultVariants: { padding: 'md' },
});
