export const globalCss = {
  html: {
    colorScheme: 'dark',
    '&[data-theme=light]': { colorScheme: 'light' },
    WebkitTextSizeAdjust: '100%',
  },
  body: {
    // Room the assistant's floating button takes at the bottom end while it is shown
    // (features/assistant-chat sets `data-floating-action` on <html>): pages end above it and
    // toasts stack above it, so it covers neither page actions nor toasts.
    '--floating-action-space': '0px',
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  'html[data-floating-action] body': {
    '--floating-action-space': {
      base: 'calc(token(sizes.14) + token(spacing.4) + token(spacing.3))',
      md: 'calc(token(sizes.14) + token(spacing.6) + token(spacing.3))',
    },
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
