import { defineRecipe } from '@pandacss/dev';
import { focusRing, roundIconButton } from '../../config/theme/recipe-parts';

export const iconButtonRecipe = defineRecipe({
  className: 'iconButton',
  description: 'Round button holding only an icon; its name comes from aria-label',
  jsx: ['IconButton'],
  base: {
    ...roundIconButton,
    transitionProperty: 'colors',
    transitionDuration: 'normal',
    ...focusRing,
  },
  variants: {
    size: {
      sm: { w: '7', h: '7' },
      md: { w: '9', h: '9' },
      lg: { w: '10', h: '10' },
    },
  },
  defaultVariants: { size: 'lg' },
});
