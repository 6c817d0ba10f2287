import type { ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { css } from 'styled-system/css';
import { palette } from '@/shared/config/theme/palette';
import { textStyles } from '@/shared/config/theme/text-styles';
import { Specimen, Stack, useCustomProperties } from './catalog';

// The tokens as the build has them (the stylesheet's custom properties, the text styles of the
// Panda config), in the theme of the toolbar. src/shared/ui/DESIGN-TOKENS.md says when to use which.

const styles = {
  intro: css({ textStyle: 'sm', color: 'fg.muted', maxW: '2xl' }),
  table: css({ w: 'full', borderCollapse: 'collapse', '& td, & th': { py: '3', pe: '6', textAlign: 'start', verticalAlign: 'middle', borderBottomWidth: '1px', borderColor: 'border.default' }, '& th': { textStyle: 'xs', color: 'fg.muted', fontWeight: 'semibold' } }),
  name: css({ fontFamily: 'mono', textStyle: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }),
  swatch: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  chip: css({ h: '14', borderRadius: 'control', borderWidth: '1px', borderColor: 'border.default' }),
  ink: css({ h: '14', borderRadius: 'control', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', display: 'flex', alignItems: 'center', px: '4', textStyle: 'xl', fontWeight: 'bold' }),
  bar: css({ h: '4', bg: 'accent.default', borderRadius: 'sm' }),
  shape: css({ w: '24', h: '16', bg: 'accent.subtle', borderWidth: '2px', borderColor: 'accent.default' }),
  elevation: css({ w: '40', h: '24', bg: 'bg.surface', borderRadius: 'card', display: 'flex', alignItems: 'center', justifyContent: 'center', textStyle: 'sm', color: 'fg.muted' }),
};

type Leaf = { value: Record<string, unknown> };
const isLeaf = (node: unknown): node is Leaf => typeof node === 'object' && node !== null && 'value' in node;

/** `figure.hero`, `pageTitle`, …: every text style of the config, nested ones by their dotted name. */
function textStyleEntries(node: Record<string, unknown>, prefix = ''): [string, Leaf['value']][] {
  return Object.entries(node).flatMap(([key, child]) =>
    isLeaf(child) ? [[`${prefix}${key}`, child.value] as [string, Leaf['value']]] : textStyleEntries(child as Record<string, unknown>, `${prefix}${key}.`),
  );
}

const describe = (value: Leaf['value']) =>
  ['fontSize', 'lineHeight', 'fontWeight', 'letterSpacing']
    .filter((key) => value[key] !== undefined)
    .map((key) => {
      const v = value[key];
      return typeof v === 'object' && v !== null ? Object.entries(v).map(([at, size]) => `${at} ${String(size)}`).join(' / ') : String(v);
    })
    .join(' · ');

const SAMPLES: Record<string, string> = {
  pageTitle: 'Your music, this week',
  sectionTitle: 'Top tracks',
  cardTitle: 'Midnight Drive',
  body: 'Streams show here about two days after they happen on each platform.',
  label: 'Streams, last 28 days',
  caption: 'Updated 28 Nov, 09:14',
  overline: 'Upcoming release',
};

function TextStyles() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Text style</th>
          <th>Sample</th>
          <th>Size · line · weight · tracking</th>
        </tr>
      </thead>
      <tbody>
        {textStyleEntries(textStyles).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.name}>{name}</td>
            {/* Runtime class names: the catalogue's stylesheet has every text style (panda.config.ts staticCss). */}
            <td className={css({ textStyle: name as 'body' })}>{SAMPLES[name] ?? (name.startsWith('figure') ? '1,284,903' : 'Nova Lane')}</td>
            <td className={styles.name}>{describe(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const paletteScales = new Set(Object.keys(palette));
/** `--spacing-4` → `4`, `--radii-card` → `card`. */
const tokenName = (property: string, prefix: string) => property.slice(prefix.length);

/**
 * Text colours are shown as text: on the surface, or (a palette's `contrast`, `fg.onAccent`) on the
 * colour they are written on. Undefined: a colour shown as a swatch.
 */
function inkOn(group: string, name: string): string | undefined {
  if (name.endsWith('-contrast')) return `var(--colors-${group}-default)`;
  if (name === '--colors-fg-on-accent') return 'var(--colors-accent-default)';
  if (group === 'fg' || name.endsWith('-fg')) return 'var(--colors-bg-surface)';
  return undefined;
}

function ColourSwatches() {
  const semantic = useCustomProperties('--colors-').filter((name) => {
    const group = name.slice('--colors-'.length).split('-')[0] ?? '';
    return !paletteScales.has(group) && group !== 'color';
  });
  const groups = new Map<string, string[]>();
  for (const name of semantic) {
    const group = name.slice('--colors-'.length).split('-')[0] ?? '';
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return (
    <Stack>
      {[...groups].map(([group, names]) => (
        <Specimen key={group} title={group}>
          <div className={styles.grid}>
            {names.map((name) => (
              <div key={name} className={styles.swatch}>
                {inkOn(group, name) !== undefined ? (
                  <div className={styles.ink} style={{ color: `var(${name})`, background: inkOn(group, name) }}>
                    Aa 1,284
                  </div>
                ) : (
                  <div className={styles.chip} style={{ background: `var(${name})` }} />
                )}
                <span className={styles.name}>{name}</span>
              </div>
            ))}
          </div>
        </Specimen>
      ))}
    </Stack>
  );
}

function Scale({ prefix, render }: { prefix: string; render: (property: string) => ReactNode }) {
  const names = useCustomProperties(prefix);
  return (
    <table className={styles.table}>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td className={styles.name}>{tokenName(name, prefix)}</td>
            <td style={{ width: '100%' }}>{render(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Design tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page, section and card titles, body, label, caption and figures (tabular numerals). */
export const Typography: Story = {
  render: () => (
    <Stack>
      <p className={styles.intro}>Components name a text style, never a raw size. Switch the theme in the toolbar: the styles hold in both.</p>
      <TextStyles />
    </Stack>
  ),
};

/** The semantic colours, as the theme of the toolbar resolves them. Components use only these. */
export const Colours: Story = { render: () => <ColourSwatches /> };

export const Spacing: Story = {
  render: () => <Scale prefix="--spacing-" render={(name) => <div className={styles.bar} style={{ width: `var(${name})` }} />} />,
};

export const Radii: Story = {
  render: () => <Scale prefix="--radii-" render={(name) => <div className={styles.shape} style={{ borderRadius: `var(${name})` }} />} />,
};

/** Elevation: a card on the page, a menu or popover above it, a dialog above everything. */
export const Elevation: Story = {
  render: () => <Scale prefix="--shadows-" render={(name) => <div className={styles.elevation} style={{ boxShadow: `var(${name})` }}>{tokenName(name, '--shadows-')}</div>} />,
};
