export const globalCss = {
  html: {
    colorScheme: 'dark',
    '&[data-theme=light]': { colorScheme: 'light' },
    WebkitTextSizeAdjust: '100%',
  },
  body: {
    // Room kept free at the bottom for what sits over the page there (shared/ui/bottom-room):
    // pages end above it and toasts stack above it, so it covers neither page actions nor toasts.
    '--bottom-room': '0px',
    // Room kept free beside the page at the end edge (the assistant's button, from md).
    '--end-room': '0px',
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  // The assistant's floating button: 56 px, 16 px (24 px from md) from the edges, and a gap. From
  // md the page leaves a gutter for it at the end edge, so it never floats over the page even
  // while the page scrolls; on a phone the page ends above it.
  'html[data-floating-action] body': {
    '--bottom-room': {
      base: 'calc(token(sizes.14) + token(spacing.4) + token(spacing.3))',
      md: 'calc(token(sizes.14) + token(spacing.6) + token(spacing.3))',
    },
    '--end-room': { base: '0px', md: 'calc(token(sizes.14) + token(spacing.6) + token(spacing.3))' },
  },
  // A full-screen sheet's action bar (a phone only: wider, the sheet is a centred window).
  'html[data-sheet-actions] body': {
    '--bottom-room': { base: 'token(spacing.16)', sm: '0px' },
  },
  '::selection': { bg: 'accent.subtle' },
  '*, *::before, *::after': { borderColor: 'border.default' },
  ':focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'border.focus',
    outlineOffset: '2px',
  },
  // Keeps animation events firing (Ark waits for them on exit) while removing visible motion.
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};
