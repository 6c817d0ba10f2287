import { useMemo } from 'react';

/** The CSS custom properties the page's stylesheets declare whose names start with `prefix` (`--colors-`), in order. */
function declaredProperties(prefix: string): string[] {
  const names = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        for (const name of Array.from(rule.style)) if (name.startsWith(prefix)) names.add(name);
      }
      if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A stylesheet from another origin cannot be read (none of the kit's).
    }
  }
  return [...names];
}

/**
 * The tokens Panda wrote into the stylesheet (every token is a custom property), read live: the
 * design-tokens page shows what the build has, not a list kept beside it.
 */
export function useCustomProperties(prefix: string): string[] {
  // The preview's stylesheet is in place before any story renders.
  return useMemo(() => declaredProperties(prefix), [prefix]);
}
