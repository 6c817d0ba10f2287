import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'Label, control, helper and error text of one form field',
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: {
      display: 'inline-flex',
      gap: '0.5',
      color: 'fg.muted',
      textStyle: 'sm',
      fontWeight: 'semibold',
      _disabled: { opacity: '0.48' },
    },
    requiredIndicator: { color: 'danger.fg' },
    helperText: { color: 'fg.muted', textStyle: 'caption' },
    errorText: { color: 'danger.fg', textStyle: 'xs' },
  },
});
