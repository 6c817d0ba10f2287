import { defineSlotRecipe } from '@pandacss/dev';

export const pinInputRecipe = defineSlotRecipe({
  className: 'pinInput',
  description: 'One box per digit of a one-time code',
  slots: ['root', 'label', 'control', 'input'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { textStyle: 'sm', fontWeight: 'medium' },
    control: { display: 'flex', gap: { base: '1.5', sm: '2' } },
    input: {
      w: { base: '10', sm: '11' },
      h: '12',
      textAlign: 'center',
      textStyle: 'lg',
      fontVariantNumeric: 'tabular-nums',
      bg: 'transparent',
      color: 'fg.default',
      borderRadius: 'control',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.emphasized',
      outline: 'none',
      _focusVisible: { borderColor: 'border.focus', boxShadow: '0 0 0 1px {colors.border.focus}' },
      '&[aria-invalid=true]': { borderColor: 'danger.fg' },
      _disabled: { opacity: '0.48' },
    },
  },
});
