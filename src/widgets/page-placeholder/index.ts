export { CAPABILITY } from './config/capabilities';
export type { Capability } from './config/capabilities';
export { PagePlaceholder, createPlaceholderPage } from './ui/page-placeholder';
export type { PagePlaceholderProps } from './ui/page-placeholder';
