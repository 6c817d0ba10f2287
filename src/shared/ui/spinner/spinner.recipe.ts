import { defineRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'Inline busy indicator for buttons and loading toasts',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animation: 'spin',
  },
  variants: {
    size: {
      sm: { w: '3.5', h: '3.5' },
      md: { w: '5', h: '5' },
    },
  },
  defaultVariants: { size: 'sm' },
});
