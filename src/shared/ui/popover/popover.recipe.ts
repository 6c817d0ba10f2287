import { defineSlotRecipe } from '@pandacss/dev';
import { floatingMotion, floatingSurface, focusRing } from '../../config/theme/recipe-parts';

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
      ...floatingSurface,
      ...floatingMotion,
      // Focused itself when opened from the keyboard with nothing focusable first: the ring shows it.
      ...focusRing,
    },
    title: { textStyle: 'cardTitle' },
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
