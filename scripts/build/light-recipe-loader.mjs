// Production builds: each generated recipe module (styled-system/recipes/<name>.mjs) is replaced by
// a light one (scripts/build/light-recipe.mjs) made from the recipe itself, evaluated here in
// Node: its name, default variants and, for slot recipes, the class name of each slot.
import { fileURLToPath, pathToFileURL } from 'node:url';

const isRecipe = (value) => typeof value === 'function' && typeof value.__name__ === 'string';

/** The source of the light module for the exports of a generated recipe module. */
export function lightRecipeModule(exports, runtimePath) {
  const lines = [`import { lightRecipe, lightSlotRecipe } from ${JSON.stringify(runtimePath)};`];
  for (const [exportName, recipe] of Object.entries(exports)) {
    if (!isRecipe(recipe)) continue;
    const defaults = { ...recipe.getVariantProps({}) };
    if (recipe.__recipe__) {
      // A config recipe's variant props start with its class name (not always `__name__`), marked.
      const className = Object.keys(defaults).find((key) => defaults[key] === '__ignore__');
      delete defaults[className];
      lines.push(`export const ${exportName} = /* @__PURE__ */ lightRecipe(${JSON.stringify(className)}, ${JSON.stringify(defaults)});`);
    } else {
      // Called without variants, a slot's class names start with the slot's own class name.
      const slots = Object.entries(recipe({})).map(([slot, classNames]) => [slot, classNames.split(' ')[0]]);
      lines.push(
        `export const ${exportName} = /* @__PURE__ */ lightSlotRecipe(${JSON.stringify(slots)}, ${JSON.stringify(defaults)});`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export default function lightRecipeLoader() {
  const callback = this.async();
  const runtimePath = fileURLToPath(new URL('./light-recipe.mjs', import.meta.url));
  import(pathToFileURL(this.resourcePath).href).then(
    (exports) => callback(null, lightRecipeModule(exports, runtimePath)),
    (error) => callback(error),
  );
}
