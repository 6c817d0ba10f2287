import { defineConfig } from '@pandacss/dev';
import pandaPreset from '@pandacss/dev/presets';
import { conditions } from './src/shared/config/theme/conditions';
import { globalCss } from './src/shared/config/theme/global-css';
import { semanticTokens } from './src/shared/config/theme/semantic-tokens';
import { textStyles } from './src/shared/config/theme/text-styles';
import { breakpoints, keyframes, tokens } from './src/shared/config/theme/tokens';
import { utilities } from './src/shared/config/theme/utilities';
import { avatarRecipe } from './src/shared/ui/avatar/avatar.recipe';
import { badgeRecipe } from './src/shared/ui/badge/badge.recipe';
import { buttonRecipe } from './src/shared/ui/button/button.recipe';
import { comboboxRecipe } from './src/shared/ui/combobox/combobox.recipe';
import { dialogRecipe } from './src/shared/ui/dialog/dialog.recipe';
import { fieldRecipe } from './src/shared/ui/field/field.recipe';
import { iconButtonRecipe } from './src/shared/ui/icon-button/icon-button.recipe';
import { inputRecipe } from './src/shared/ui/input/input.recipe';
import { menuRecipe } from './src/shared/ui/menu/menu.recipe';
import { paginationRecipe } from './src/shared/ui/pagination/pagination.recipe';
import { pinInputRecipe } from './src/shared/ui/pin-input/pin-input.recipe';
import { popoverRecipe } from './src/shared/ui/popover/popover.recipe';
import { skeletonRecipe } from './src/shared/ui/skeleton/skeleton.recipe';
import { spinnerRecipe } from './src/shared/ui/spinner/spinner.recipe';
import { tabNavRecipe } from './src/shared/ui/tab-nav/tab-nav.recipe';
import { toastRecipe } from './src/shared/ui/toast/toast.recipe';
import { tooltipRecipe } from './src/shared/ui/tooltip/tooltip.recipe';
import { topProgressBarRecipe } from './src/shared/ui/top-progress-bar/top-progress-bar.recipe';

const catalogue = process.env.STORYBOOK === 'true';

// Panda's stock colours and shadows are left out: only our palette and semantic tokens exist.
const { colors: _colors, shadows: _shadows, ...pandaTokens } = pandaPreset.theme?.tokens ?? {};
const basePreset = {
  ...pandaPreset,
  theme: { ...pandaPreset.theme, breakpoints, tokens: pandaTokens },
};

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  // The component catalogue's stories and their helpers style themselves in the catalogue's build
  // only (Storybook sets STORYBOOK): the app's stylesheet carries none of their rules.
  exclude: ['./src/**/*.test.{ts,tsx}', ...(catalogue ? [] : ['./src/**/*.stories.tsx', './src/shared/ui/catalog/**'])],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // No style props on JSX (nothing uses styled-system/jsx): a component's own props such as a table's
  // `columns` are not read as CSS.
  jsxStyleProps: 'minimal',
  strictTokens: true,
  presets: ['@pandacss/preset-base', basePreset],
  conditions: { extend: conditions },
  utilities: { extend: utilities },
  globalCss: { extend: globalCss },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        iconButton: iconButtonRecipe,
        input: inputRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        topProgressBar: topProgressBarRecipe,
      },
      slotRecipes: {
        avatar: avatarRecipe,
        combobox: comboboxRecipe,
        dialog: dialogRecipe,
        field: fieldRecipe,
        menu: menuRecipe,
        pagination: paginationRecipe,
        pinInput: pinInputRecipe,
        popover: popoverRecipe,
        tabNav: tabNavRecipe,
        toast: toastRecipe,
        tooltip: tooltipRecipe,
      },
    },
  },
  // Variants are often chosen at run time (e.g. `<Badge palette={statusPalette}>`), which
  // static extraction cannot see, so every recipe variant is generated.
  // The catalogue's design-tokens page shows every text style by name.
  staticCss: { recipes: '*', ...(catalogue ? { css: [{ properties: { textStyle: ['*'] } }] } : {}) },
});
