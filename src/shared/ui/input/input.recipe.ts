import { defineRecipe } from '@pandacss/dev';

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Text input and textarea control',
  jsx: ['Input', 'Textarea'],
  base: {
    w: 'full',
    minW: '0',
    appearance: 'none',
    bg: 'transparent',
    color: 'fg.default',
    fontFamily: 'body',
    borderRadius: 'control',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.emphasized',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'normal',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'fg.muted' },
    // The focus ring colour (3:1 on the page in both themes), two pixels with the border.
    _focusVisible: {
      borderColor: 'border.focus',
      boxShadow: '0 0 0 1px {colors.border.focus}',
    },
    // Not `_invalid`: it includes `:invalid`, which flags empty required inputs before any input.
    '&[aria-invalid=true]': {
      borderColor: 'danger.fg',
      _focusVisible: { boxShadow: '0 0 0 1px {colors.danger.fg}' },
    },
    _disabled: { opacity: '0.48', cursor: 'not-allowed' },
    _readOnly: { bg: 'bg.subtle' },
  },
  variants: {
    size: {
      sm: { h: '9', px: '3', textStyle: 'sm' },
      md: { h: '11', px: '3.5', textStyle: 'sm' },
      lg: { h: '12', px: '4', textStyle: 'md' },
    },
    multiline: {
      true: { h: 'auto', minH: '24', py: '2.5', resize: 'vertical' },
    },
  },
  defaultVariants: { size: 'md' },
});
