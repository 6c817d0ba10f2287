import { palette } from './palette';

const systemSans = [
  'ui-sans-serif',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

export const tokens = {
  colors: palette,
  // Inter is bundled (src/app/styles/font.css); the system face stands in until it has loaded.
  fonts: {
    body: { value: `'Inter Variable', ${systemSans}` },
    heading: { value: `'Inter Variable', ${systemSans}` },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  radii: {
    control: { value: '8px' },
    card: { value: '16px' },
  },
  // The layout's rhythm (src/shared/ui/DESIGN-TOKENS.md): the gap between a page's blocks, between
  // the parts of a card, and a card's padding (phone, then wider).
  spacing: {
    page: { value: '1.5rem' },
    section: { value: '1rem' },
    card: { value: '1.5rem' },
    cardCompact: { value: '1rem' },
  },
  // Layout measures from spec 1 §2 "Navigation" and spec 2 §9 "Layout".
  sizes: {
    nav: {
      vertical: { value: '240px' },
      mini: { value: '88px' },
    },
    header: {
      mobile: { value: '64px' },
      desktop: { value: '80px' },
      offset: { value: '64px' },
    },
    content: {
      max: { value: '1200px' },
    },
    progressBar: { value: '3px' },
  },
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    progressBar: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  animations: {
    shimmer: { value: 'shimmer 1.6s linear infinite' },
    fadeIn: { value: 'fadeIn 150ms ease-out' },
    fadeOut: { value: 'fadeOut 150ms ease-in' },
    scaleIn: { value: 'scaleIn 150ms ease-out' },
    scaleOut: { value: 'scaleOut 100ms ease-in' },
  },
};

// Desktop styles start above the 768 px mobile threshold (spec 1 §9).
export const breakpoints = {
  sm: '480px',
  md: '769px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
};

export const keyframes = {
  shimmer: {
    from: { backgroundPosition: '200% 0' },
    to: { backgroundPosition: '-200% 0' },
  },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  scaleIn: {
    from: { opacity: '0', transform: 'scale(0.96)' },
    to: { opacity: '1', transform: 'scale(1)' },
  },
  scaleOut: {
    from: { opacity: '1', transform: 'scale(1)' },
    to: { opacity: '0', transform: 'scale(0.96)' },
  },
};
