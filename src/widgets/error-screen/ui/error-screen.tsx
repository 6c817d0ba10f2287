import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { clearCachesAndReload, isChunkLoadError, reloadPage } from '@/shared/lib/app-reload';
import { isErrorReportingEnabled, reportError, type ErrorReportContext } from '@/shared/lib/error-reporting';
import { Link, useLocation } from 'react-router';
import { Button } from '@/shared/ui';
import { ERROR_SCREEN_TEXT } from '../config/texts';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  // No fixed height: the screen fills the whole page at the root and the content area in a layout.
  root: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingBlock: '16',
    paddingInline: '6',
    color: 'fg.default',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4',
    maxWidth: 'md',
    textAlign: 'center',
  }),
  title: css({ fontSize: '2xl', fontWeight: 'bold' }),
  text: css({ color: 'fg.muted' }),
  link: css({ color: 'accent.fg', textDecoration: 'underline' }),
};

interface ErrorScreenLayoutProps {
  title: string;
  text: string;
  children: ReactNode;
}

function ErrorScreenLayout({ title, text, children }: ErrorScreenLayoutProps) {
  return (
    <div className={styles.root}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </div>
  );
}

/** After a failed load of a newer part of the app: clear caches and reload. */
export function NewVersionScreen() {
  const { title, text } = ERROR_SCREEN_TEXT.newVersion;
  return (
    <ErrorScreenLayout title={title} text={text}>
      <Button onClick={() => void clearCachesAndReload()}>{ERROR_SCREEN_TEXT.refresh}</Button>
    </ErrorScreenLayout>
  );
}

export interface GenericErrorScreenProps {
  /** Use the error-reporting layer's wording ("We've been notified …"). */
  reported?: boolean;
}

export function GenericErrorScreen({ reported = false }: GenericErrorScreenProps) {
  const { title, text } = reported ? ERROR_SCREEN_TEXT.reported : ERROR_SCREEN_TEXT.generic;
  return (
    <ErrorScreenLayout title={title} text={text}>
      <Button onClick={reloadPage}>{ERROR_SCREEN_TEXT.refresh}</Button>
    </ErrorScreenLayout>
  );
}

/**
 * Picks the screen for a render error (spec 1 §8: chunk-load failure → new version; else generic,
 * in the error-reporting layer's wording when errors are reported).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return isChunkLoadError(error) ? <NewVersionScreen /> : <GenericErrorScreen reported={isErrorReportingEnabled()} />;
}

/**
 * Reports an error an error screen shows. A chunk-load failure is not: it is a new deployment
 * (the new-version screen), not a fault.
 */
function reportShownError(error: unknown, context: ErrorReportContext): void {
  if (!isChunkLoadError(error)) reportError(error, context);
}

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** What a failure shows instead of the error screen (a page's own load-failure screen); not reported. */
  fallback?: ReactNode;
}

/**
 * The error boundary of a part of the route table: a render error or a failed page load below it
 * shows the error screen (or `fallback`) in its place, and is reported unless it is a chunk-load
 * failure. The next path renders the routes again.
 */
export function RouteErrorBoundary({ children, fallback }: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={fallback}
      onCatch={fallback === undefined ? (error) => reportShownError(error, { source: 'route-boundary' }) : undefined}
    >
      {children}
    </ErrorBoundary>
  );
}

export interface PageLoadErrorScreenProps {
  title: string;
  linkTo: string;
  linkLabel: string;
}

/** A page-specific load failure with a way out (e.g. 'Error loading registration page' → login). */
export function PageLoadErrorScreen({ title, linkTo, linkLabel }: PageLoadErrorScreenProps) {
  return (
    <div className={styles.card} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <Link className={styles.link} to={linkTo}>
        {linkLabel}
      </Link>
    </div>
  );
}

/** Catches render errors outside the router (providers); routes use `RouteErrorBoundary`. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onCatch={(error, info) =>
        reportShownError(error, { source: 'app-boundary', ...(info.componentStack && { componentStack: info.componentStack }) })
      }
    >
      {children}
    </ErrorBoundary>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value renders the children again (a route boundary's path). */
  resetKey?: string;
  /** Shown instead of the error screen. */
  fallback?: ReactNode;
  onCatch?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

/** The one error boundary of the app and of its routes: the error screen (or `fallback`) in place of what failed. */
class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onCatch?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ErrorScreen error={this.state.error} />;
  }
}
