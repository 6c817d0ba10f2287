import { css } from 'styled-system/css';

// The assistant's button and its panel float at the bottom right, over the page.
const floating = {
  position: 'fixed',
  insetInlineEnd: { base: '4', md: '6' },
  zIndex: 'sticky',
  boxShadow: 'dropdown',
} as const;

const focusRing = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' } as const;

export const chatStyles = {
  button: css({
    ...floating,
    bottom: { base: '4', md: '6' },
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '14',
    h: '14',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.contrast',
    fontSize: '2xl',
    cursor: 'pointer',
    transitionProperty: 'colors',
    transitionDuration: 'normal',
    _hover: { bg: 'accent.emphasized' },
    _focusVisible: focusRing,
  }),
  panel: css({
    ...floating,
    bottom: { base: '20', md: '24' },
    display: 'flex',
    flexDirection: 'column',
    // Spec 2 §9: 350×450; narrower screens keep it inside the viewport.
    w: '[min(350px, calc(100vw - 2rem))]',
    h: '[min(450px, calc(100dvh - 7rem))]',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'card',
    overflow: 'hidden',
  }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' }),
  title: css({ textStyle: 'md', fontWeight: 'semibold' }),
  body: css({ flex: '1', overflowY: 'auto', px: '4', py: '3', display: 'flex', flexDirection: 'column', gap: '3' }),
  intro: css({ textStyle: 'sm', color: 'fg.muted' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  chip: css({
    textStyle: 'sm',
    textAlign: 'start',
    px: '3',
    py: '1.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    bg: '[transparent]',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: focusRing,
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  status: css({ textStyle: 'sm', color: 'fg.muted' }),
  form: css({ display: 'flex', alignItems: 'flex-end', gap: '2', px: '3', py: '3', borderTopWidth: '1px', borderColor: 'border.default' }),
  label: css({ srOnly: true }),
  // The kit's textarea, sized for the small panel: two rows, no resize handle.
  input: css({ flex: '1', minH: '0', maxH: '24', resize: 'none', bg: 'bg.canvas' }),
};
