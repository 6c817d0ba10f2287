import { defineSlotRecipe } from '@pandacss/dev';
import { fadeMotion } from '../../config/theme/recipe-parts';

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'Short hint shown on hover and focus',
  slots: ['positioner', 'content'],
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      // Ark copies the content's z-index onto the positioner's inline style (--z-index).
      zIndex: 'tooltip',
      maxW: 'xs',
      px: '2',
      py: '1',
      borderRadius: 'md',
      bg: 'neutral.default',
      color: 'neutral.contrast',
      textStyle: 'xs',
      fontWeight: 'medium',
      boxShadow: 'raised',
      ...fadeMotion,
    },
  },
});
