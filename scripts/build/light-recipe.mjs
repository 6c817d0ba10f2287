// What Panda's generated recipes compute, without the css runtime they import: our recipes have no
// compound variants and get plain variant values, so a recipe's class names are its name plus
// `name--variant_value` for each variant set (defaults first). Production builds load these in
// place of styled-system/recipes/*.mjs (scripts/build/light-recipe-loader.mjs); the equivalence is
// checked for every recipe and variant value by light-recipe.test.ts.

const variantClass = (value) => String(value).replaceAll(/[\n\s]+/g, ' ').replaceAll(' ', '_');

const compact = (values) => Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined));

function classNames(name, defaults, variants) {
  const names = new Set([name]);
  for (const [variant, value] of Object.entries({ ...defaults, ...compact(variants) })) {
    if (value == null) continue;
    if (typeof value === 'object') {
      throw new Error(`The recipe "${name}" got a conditional value for "${variant}": pass a plain value.`);
    }
    names.add(`${name}--${variant}_${variantClass(value)}`);
  }
  return [...names].join(' ');
}

/** A config recipe: `(variants) => class names`. */
export const lightRecipe = (className, defaults) =>
  Object.assign((variants) => classNames(className, defaults, variants), { __recipe__: true });

/** A slot recipe: `(variants) => { slot: class names }`; `slots` pairs each slot with its class name. */
export const lightSlotRecipe = (slots, defaults) =>
  Object.assign(
    (variants) => Object.fromEntries(slots.map(([slot, slotName]) => [slot, classNames(slotName, defaults, variants)])),
    { __recipe__: false },
  );
