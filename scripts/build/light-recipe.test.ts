import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM build script without type declarations
import { lightRecipeModule } from './light-recipe-loader.mjs';
import * as recipes from 'styled-system/recipes';

type Recipe = ((variants?: Record<string, unknown>) => unknown) & {
  __name__: string;
  variantMap: Record<string, string[]>;
};

/** The light module the production build uses for `recipe`, evaluated. */
async function lightOf(exportName: string, recipe: Recipe): Promise<Recipe> {
  const source = lightRecipeModule({ [exportName]: recipe }, new URL('./light-recipe.mjs', import.meta.url).href);
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  return module[exportName];
}

/** No variants, then each variant's every value alone, then all variants at their last value. */
function variantCases(variantMap: Record<string, string[]>): Record<string, unknown>[] {
  const single = Object.entries(variantMap).flatMap(([variant, values]) =>
    [...values.map((value) => (value === 'true' || value === 'false' ? value === 'true' : value)), undefined].map(
      (value) => ({ [variant]: value }),
    ),
  );
  const all = Object.fromEntries(Object.entries(variantMap).map(([variant, values]) => [variant, values.at(-1)]));
  return [{}, ...single, all];
}

const generated = Object.entries(recipes as unknown as Record<string, Recipe>).filter(
  ([, value]) => typeof value === 'function' && '__name__' in value,
);

describe('light recipes (production builds)', () => {
  it('covers every generated recipe', () => {
    expect(generated.map(([name]) => name)).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'toast']));
  });

  it.each(generated)('%s: the same class names as Panda for every variant value', async (exportName, recipe) => {
    const light = await lightOf(exportName, recipe);
    for (const variants of variantCases(recipe.variantMap)) {
      expect(light(variants), JSON.stringify(variants)).toEqual(recipe(variants));
    }
  });

  it('refuses conditional values instead of guessing their class names', async () => {
    const button = await lightOf('button', recipes.button as unknown as Recipe);
    expect(() => button({ size: { base: 'sm', md: 'lg' } })).toThrow('conditional value for "size"');
  });
});
