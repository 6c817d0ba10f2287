// Checks the component catalogue's build (`npm run catalog:build` → dist-catalog/): its index
// (index.json, which Storybook writes from the stories it compiled) lists at least one story of
// every `*.stories.tsx` under src/shared/ui, and at least MIN_STORIES in all. A stories file that
// failed to be indexed, or a glob in .storybook/main.ts that stopped matching, fails here.
//
//   node scripts/check-catalog.mjs [--dist=dist-catalog]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_STORIES = 60;
const STORIES_ROOT = 'src/shared/ui';

const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist-catalog';
const indexFile = join(dist, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: run \`npm run catalog:build\`.`);
  process.exit(1);
}

/** @type {{ entries: Record<string, { type: string; importPath: string; title: string; name: string }> }} */
const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const indexed = new Set(stories.map((story) => story.importPath.replace(/^\.\//, '')));
const files = readdirSync(STORIES_ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => `${STORIES_ROOT}/${file}`);

const problems = [
  ...files.filter((file) => !indexed.has(file)).map((file) => `${file}: no story of it in the catalogue`),
  ...(stories.length < MIN_STORIES ? [`${stories.length} stories in the catalogue, fewer than ${MIN_STORIES}`] : []),
];
if (problems.length > 0) {
  console.error(`The component catalogue (${indexFile}):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Component catalogue: ${stories.length} stories from ${files.length} files (${dist}/).`);
