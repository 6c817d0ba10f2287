import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM build script without type declarations
import { replaceStaticCssCalls } from './static-css-loader.mjs';
import { css } from 'styled-system/css';

const transform = (source: string) => replaceStaticCssCalls(source, 'component.tsx', css) as string;

describe('static css() calls at build time', () => {
  it('replaces a call of literals by the class names the runtime gives', () => {
    const source = `import { css } from 'styled-system/css';
const ring = { _focusVisible: { outlineWidth: '2px' } } as const;
export const root = css({ display: 'flex', gap: '2', _hover: { color: 'fg.default' }, ...ring }, { p: '4' });`;
    const expected = css({ display: 'flex', gap: '2', _hover: { color: 'fg.default' }, _focusVisible: { outlineWidth: '2px' } }, { p: '4' });
    expect(transform(source)).toContain(`export const root = ${JSON.stringify(expected)};`);
  });

  it('leaves calls with values known only at run time to the runtime', () => {
    const source = `import { css as style } from 'styled-system/css';
export const Bar = ({ width }: { width: string }) => <div className={style({ w: width, h: '2' })} />;
export const tip = style({ color: \`\${'fg'}.muted\` });`;
    expect(transform(source)).toBe(source);
  });

  it('follows the local name of the import and touches nothing else', () => {
    const source = `import { css as style } from 'styled-system/css';
const css = (value: object) => value;
export const mine = css({ color: 'red' });
export const panda = style({ color: 'fg.muted' });`;
    const output = transform(source);
    expect(output).toContain(`export const mine = css({ color: 'red' });`);
    expect(output).toContain(`export const panda = ${JSON.stringify(css({ color: 'fg.muted' }))};`);
  });

  it('leaves files that do not import css from Panda as they are', () => {
    const source = `export const css = (value: object) => value;\nexport const a = css({ color: 'red' });`;
    expect(transform(source)).toBe(source);
  });
});
