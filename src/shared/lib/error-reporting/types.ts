/** What a report says of where an error was caught. */
export interface ErrorReportContext {
  source: 'app-boundary' | 'route-boundary';
  /** React's component stack (component names only). */
  componentStack?: string;
}

export type ErrorReporter = (error: unknown, context?: ErrorReportContext) => void;
