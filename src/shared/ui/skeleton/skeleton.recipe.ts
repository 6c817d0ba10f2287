import { defineRecipe } from '@pandacss/dev';

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'Shimmering placeholder shown while content loads',
  base: {
    display: 'block',
    flexShrink: '0',
    bgColor: 'skeleton.base',
    bgGradient: 'shimmer',
    bgSize: '[200% 100%]',
    bgRepeat: 'no-repeat',
    animation: 'shimmer',
    color: 'transparent',
    pointerEvents: 'none',
    userSelect: 'none',
    '& > *': { visibility: 'hidden' },
  },
  variants: {
    shape: {
      block: { borderRadius: 'lg' },
      circle: { borderRadius: 'full' },
      text: { h: '3', borderRadius: 'sm' },
    },
  },
  defaultVariants: { shape: 'block' },
});
