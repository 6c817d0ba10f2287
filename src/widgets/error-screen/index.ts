export { ERROR_SCREEN_TEXT } from './config/texts';
export {
  AppErrorBoundary,
  ErrorScreen,
  GenericErrorScreen,
  NewVersionScreen,
  PageLoadErrorScreen,
  RouteErrorBoundary,
} from './ui/error-screen';
export type { GenericErrorScreenProps, PageLoadErrorScreenProps, RouteErrorBoundaryProps } from './ui/error-screen';
