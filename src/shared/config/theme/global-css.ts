export const globalCss = {
  html: {
    colorScheme: 'dark',
    '&[data-theme=light]': { colorScheme: 'light' },
    WebkitTextSizeAdjust: '100%',
  },
  body: {
    // Toasts sit below the signed-in header (top right), never over its search box and avatar,
    // and below the offline banner that pushes the header down (features/connection-status).
    '--toast-offset-top': {
      base: 'calc(token(sizes.header.mobile) + token(spacing.2) + var(--offline-banner-height, 0px))',
      md: 'calc(token(sizes.header.desktop) + token(spacing.2) + var(--offline-banner-height, 0px))',
    },
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
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
