// The type scale (issue #39): one text style per role, so a page title, a section title and a card
// title are told apart at a glance. Components use these names, not raw sizes. Figures use tabular
// numerals so columns of numbers line up and a changing value does not shift its neighbours.
// See src/shared/ui/DESIGN-TOKENS.md.
const figures = { fontVariantNumeric: 'tabular-nums' };

export const textStyles = {
  pageTitle: {
    value: { fontSize: { base: '1.625rem', md: '2rem' }, lineHeight: '1.2', fontWeight: '700', letterSpacing: '-0.02em' },
  },
  sectionTitle: { value: { fontSize: '1.25rem', lineHeight: '1.3', fontWeight: '650', letterSpacing: '-0.01em' } },
  cardTitle: { value: { fontSize: '1rem', lineHeight: '1.4', fontWeight: '600' } },
  body: { value: { fontSize: '0.9375rem', lineHeight: '1.55', fontWeight: '400' } },
  label: { value: { fontSize: '0.8125rem', lineHeight: '1.4', fontWeight: '500' } },
  caption: { value: { fontSize: '0.75rem', lineHeight: '1.4', fontWeight: '400' } },
  overline: {
    value: { fontSize: '0.6875rem', lineHeight: '1.4', fontWeight: '600', letterSpacing: '0.08em', textTransform: 'uppercase' },
  },
  figure: {
    // In a stat tile the size follows the tile's width instead (`StatCard`), so a long figure
    // ("≈ $7,144.23") fits two tiles to a row at 360 px and stays large at 1440 px.
    hero: {
      value: {
        fontSize: { base: '1.75rem', md: '2.25rem' },
        lineHeight: '1.1',
        fontWeight: '700',
        letterSpacing: '-0.02em',
        ...figures,
      },
    },
    md: { value: { fontSize: '1.25rem', lineHeight: '1.2', fontWeight: '650', ...figures } },
    sm: { value: { fontSize: '0.875rem', lineHeight: '1.4', fontWeight: '500', ...figures } },
  },
};
