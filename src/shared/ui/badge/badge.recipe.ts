import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Small status label or count',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    flexShrink: '0',
    borderRadius: 'md',
    fontWeight: 'bold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    palette: {
      neutral: { colorPalette: 'neutral' },
      accent: { colorPalette: 'accent' },
      info: { colorPalette: 'info' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
    },
    variant: {
      subtle: { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
      solid: { bg: 'colorPalette.default', color: 'colorPalette.contrast' },
      outline: {
        color: 'colorPalette.fg',
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: 'currentColor',
      },
    },
    size: {
      sm: { h: '5', minW: '5', px: '1.5', fontSize: 'xs' },
      md: { h: '6', minW: '6', px: '2', fontSize: 'xs' },
    },
  },
  defaultVariants: { palette: 'neutral', variant: 'subtle', size: 'md' },
});
