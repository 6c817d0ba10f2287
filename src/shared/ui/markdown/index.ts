// Not in the `@/shared/ui` barrel: Markdown brings micromark, which only lazy parts should load.
export { Markdown, type MarkdownProps } from './markdown';
export { renderMarkdown } from './render-markdown';
