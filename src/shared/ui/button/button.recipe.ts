import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Action button',
  jsx: ['Button'],
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontFamily: 'body',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    borderRadius: 'control',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'normal',
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'border.focus',
      outlineOffset: '2px',
    },
    _disabled: { opacity: '0.48', cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.contrast',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        bg: 'transparent',
        color: 'fg.default',
        borderColor: 'border.emphasized',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.contrast',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', textStyle: 'sm' },
      md: { h: '10', px: '4', textStyle: 'sm' },
      lg: { h: '12', px: '5', textStyle: 'md' },
    },
    fullWidth: {
      true: { w: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
