import { defineRecipe } from '@pandacss/dev';

export const topProgressBarRecipe = defineRecipe({
  className: 'top-progress-bar',
  description: 'Thin page-load bar fixed to the top of the viewport; progress in --progress',
  base: {
    position: 'fixed',
    top: '0',
    insetInline: '0',
    zIndex: 'progressBar',
    h: 'progressBar',
    bg: 'accent.default',
    boxShadow: '[0 0 8px {colors.accent.default}]',
    pointerEvents: 'none',
    transformOrigin: 'left',
    transform: '[scaleX(var(--progress, 0))]',
    opacity: '1',
    transitionProperty: 'transform, opacity',
    transitionDuration: '[200ms, 150ms]',
    transitionTimingFunction: 'ease-out',
    _rtl: { transformOrigin: 'right' },
    '&[data-state=completing]': {
      opacity: '0',
      transitionDelay: '[0ms, 200ms]',
      transitionDuration: '[200ms, 300ms]',
    },
  },
});
