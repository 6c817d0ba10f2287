import { LocaleProvider } from '@ark-ui/react/locale';
import { useSyncExternalStore, type ReactNode } from 'react';

// Ark UI takes its direction (placement, arrow keys) from the locale. The app's texts and figures
// stay English; only the direction of the settings' right-to-left choice, which the settings put
// on <html dir>, is passed on. Each Ark overlay wraps itself in this (they are deferred chunks, so
// a page's first load carries none of it).
const LOCALE_BY_DIRECTION = { ltr: 'en-US', rtl: 'ar-u-nu-latn' } as const;

type Direction = keyof typeof LOCALE_BY_DIRECTION;

const readDirection = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The document's direction (`<html dir>`), kept up to date. */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, readDirection, () => 'ltr');
}

/** Ark UI's locale for the document's direction, around an Ark component. */
export function ArkLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={LOCALE_BY_DIRECTION[useDocumentDirection()]}>{children}</LocaleProvider>;
}
