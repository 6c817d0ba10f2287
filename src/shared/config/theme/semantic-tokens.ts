import { defineSemanticTokens } from '@pandacss/dev';
import { platformColors } from './platform-colors';

type ModeValues = { dark: string; light: string };
type ConditionalValue = string | { [condition: string]: ConditionalValue };
type ThemedToken = { value: ConditionalValue };

// Dark is the base value; `_light` and `_highContrast` come from conditions.ts.
const themed = (dark: string, light: string, highContrast?: ModeValues): ThemedToken => ({
  value: highContrast
    ? {
        base: dark,
        _highContrast: highContrast.dark,
        _light: { base: light, _highContrast: highContrast.light },
      }
    : { base: dark, _light: light },
});

const same = (value: string): ThemedToken => ({ value });

// Every palette has the same keys so recipes can switch with `colorPalette`. `strong` carries
// white text (solid badges and buttons) and is the text colour in the light theme: 700 where that
// reaches 4.5:1, 800 for the light hues (green, amber).
const statusPalette = (hue: 'cyan' | 'green' | 'amber' | 'red', strong: '700' | '800', contrast: string) => ({
  default: same(`{colors.${hue}.${strong}}`),
  emphasized: same(`{colors.${hue}.900}`),
  fg: themed(`{colors.${hue}.300}`, `{colors.${hue}.${strong}}`, {
    dark: `{colors.${hue}.100}`,
    light: `{colors.${hue}.900}`,
  }),
  subtle: same(`{colors.${hue}.a16}`),
  contrast: same(contrast),
});

/**
 * Contrast (WCAG 2.2 AA, checked by semantic-tokens.test.ts for both themes):
 * - `fg.default`, `fg.muted` and every `*.fg` reach 4.5:1 on every `bg.*` token;
 * - `fg.subtle` (placeholders, captions) reaches 4.5:1 on `bg.canvas`, `bg.surface`, `bg.subtle`;
 * - `*.contrast` reaches 4.5:1 on its palette's `default` (solid badges and buttons);
 * - `border.emphasized` (the edge of inputs and outline buttons) and `border.focus` reach 3:1
 *   on `bg.canvas` and `bg.surface`.
 */
export const semanticColors = {
  bg: {
    canvas: themed('{colors.grey.900}', '{colors.white}'),
    surface: themed('{colors.grey.800}', '{colors.white}'),
    subtle: themed('{colors.grey.a8}', '{colors.grey.200}'),
    muted: themed('{colors.grey.a16}', '{colors.grey.a16}'),
    emphasized: themed('{colors.grey.a24}', '{colors.grey.a24}'),
    backdrop: themed('rgba(0, 0, 0, 0.6)', 'rgba(28, 37, 46, 0.48)'),
  },
  fg: {
    default: themed('{colors.white}', '{colors.grey.800}', {
      dark: '{colors.white}',
      light: '{colors.black}',
    }),
    muted: themed('{colors.grey.450}', '{colors.grey.650}', {
      dark: '{colors.grey.300}',
      light: '{colors.grey.800}',
    }),
    subtle: themed('{colors.grey.500}', '{colors.grey.600}', {
      dark: '{colors.grey.400}',
      light: '{colors.grey.700}',
    }),
    onAccent: same('{colors.white}'),
  },
  border: {
    default: themed('{colors.grey.a16}', '{colors.grey.a24}', {
      dark: '{colors.grey.500}',
      light: '{colors.grey.600}',
    }),
    emphasized: themed('{colors.grey.600}', '{colors.grey.550}', {
      dark: '{colors.grey.300}',
      light: '{colors.grey.800}',
    }),
    focus: themed('{colors.purple.300}', '{colors.purple.500}'),
  },
  accent: {
    default: same('{colors.purple.500}'),
    emphasized: same('{colors.purple.700}'),
    fg: themed('{colors.purple.200}', '{colors.purple.700}', {
      dark: '{colors.purple.100}',
      light: '{colors.purple.900}',
    }),
    subtle: same('{colors.purple.a16}'),
    contrast: same('{colors.white}'),
  },
  neutral: {
    default: themed('{colors.grey.300}', '{colors.grey.800}'),
    emphasized: themed('{colors.white}', '{colors.grey.700}'),
    fg: themed('{colors.grey.300}', '{colors.grey.700}', {
      dark: '{colors.white}',
      light: '{colors.grey.900}',
    }),
    subtle: same('{colors.grey.a16}'),
    contrast: themed('{colors.grey.900}', '{colors.white}'),
  },
  info: statusPalette('cyan', '700', '{colors.white}'),
  success: statusPalette('green', '800', '{colors.white}'),
  warning: statusPalette('amber', '800', '{colors.white}'),
  danger: statusPalette('red', '700', '{colors.white}'),
  /** Each platform's brand colour (platform-colors.ts): series and bars of that platform. */
  platform: platformColors,
  skeleton: {
    base: themed('{colors.grey.a16}', '{colors.grey.a16}'),
    highlight: themed('{colors.grey.a24}', '{colors.white}'),
  },
};

export const semanticTokens = defineSemanticTokens({
  colors: semanticColors,
  // The elevation scale: card (resting on the page) < raised < overlay.
  shadows: {
    card: themed(
      '0 0 2px 0 rgba(0, 0, 0, 0.2), 0 12px 24px -4px rgba(0, 0, 0, 0.12)',
      '0 0 2px 0 rgba(145, 158, 171, 0.2), 0 12px 24px -4px rgba(145, 158, 171, 0.12)',
    ),
    // What floats over the page near its trigger: menus, popovers, lists, tooltips, toasts.
    raised: themed(
      '0 0 2px 0 rgba(0, 0, 0, 0.24), 0 20px 40px -4px rgba(0, 0, 0, 0.24)',
      '0 0 2px 0 rgba(145, 158, 171, 0.24), 0 20px 40px -4px rgba(145, 158, 171, 0.24)',
    ),
    // What takes the page over: dialogs and drawers.
    overlay: themed(
      '0 40px 80px -8px rgba(0, 0, 0, 0.4)',
      '0 40px 80px -8px rgba(145, 158, 171, 0.24)',
    ),
  },
  gradients: {
    shimmer: same(
      'linear-gradient(90deg, transparent 0%, {colors.skeleton.highlight} 50%, transparent 100%)',
    ),
  },
});
