/**
 * The investor site (DESIGN §5): `PUBLIC_INVESTOR_URL`, default `/investors` (a plain page the
 * reference server serves). It is outside the single-page app, so it is left with a full page load.
 */
export const DEFAULT_INVESTOR_URL = '/investors';

export function resolveInvestorUrl(configured: string | undefined = import.meta.env.PUBLIC_INVESTOR_URL): string {
  const value = configured?.trim();
  return value ? value : DEFAULT_INVESTOR_URL;
}

/** Full-page navigation, behind a seam so tests can observe it (jsdom cannot navigate). */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
