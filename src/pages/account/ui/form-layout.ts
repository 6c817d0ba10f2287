import { css } from 'styled-system/css';

// The forms' layout, shared with their placeholders (`deferred-forms.tsx`) so that both take the
// same room; `actions` places the placeholder's button where the form's `FormActions` puts it.
export const profileLayout = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  grid: css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[repeat(2, minmax(0, 1fr))]' }, gap: '5' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end' }),
};

export const passwordLayout = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: 'md' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end' }),
};
