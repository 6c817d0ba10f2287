/** Error screen texts, exactly as in spec 1 §2 "Error screens". */
export const ERROR_SCREEN_TEXT = {
  newVersion: {
    title: 'New Version Available',
    text: "We've updated the application. Please refresh the page to get the latest version.",
  },
  generic: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred. Please try refreshing the page.',
  },
  /** The error-reporting layer's wording (used once error reporting is set up). */
  reported: {
    title: 'Something went wrong',
    text: "We've been notified and are working on a fix.",
  },
  refresh: 'Refresh Page',
} as const;
