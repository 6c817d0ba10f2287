export { UPCOMING_AREA, wayBackFrom } from './config/areas';
export type { UpcomingArea } from './config/areas';
export { NotBuiltPage, createNotBuiltPage } from './ui/not-built-page';
export type { NotBuiltPageProps } from './ui/not-built-page';
