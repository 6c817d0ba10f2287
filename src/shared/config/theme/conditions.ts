// Theme settings (spec 1 §3) are switched by attributes on <html>; see settings.ts.
// Dark is the default, so only the non-default values need a condition in tokens.
export const conditions = {
  light: '[data-theme=light] &',
  dark: ':root:not([data-theme=light]) &',
  highContrast: '[data-contrast=high] &',
  miniLayout: '[data-layout=mini] &',
  verticalLayout: ':root:not([data-layout=mini]) &',
  stretch: '[data-stretch=true] &',
} as const;
