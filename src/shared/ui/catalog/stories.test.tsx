import { render, screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type Meta, type StoryFn } from 'storybook-react-rsbuild';
import { describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';

// Every story of the catalogue renders, with the catalogue's own decorators (theme, router, React
// Query, toaster): a story that throws, or renders nothing, fails here rather than only when
// someone opens it. (`npm run catalog:build` checks that Storybook indexes every stories file.)
type StoriesModule = { default: Meta } & Record<string, StoryFn>;
// Before composing: a composed story takes the project's annotations there are at that moment.
setProjectAnnotations(preview);
const modules = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });
const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({ title: `${module.default.title ?? file} › ${name}`, Story })),
);

describe('the component catalogue', () => {
  it('has the stories of every component of the kit it lists', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(25);
    expect(stories.length).toBeGreaterThanOrEqual(60);
  });

  it.each(stories)('renders $title', async ({ Story }) => {
    render(<Story />);
    // Something of the story is on the page (an overlay's trigger at least), not an empty frame.
    expect(document.body.textContent?.trim() || document.body.querySelector('[role], svg, input')).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/i)).toBeNull();
  });
});
