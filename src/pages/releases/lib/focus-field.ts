import { useEffect } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Panels load lazily: the field may appear a moment after the page. */
const GIVE_UP_MS = 10_000;

const fieldOf = (name: string) =>
  document.querySelector(`[data-field="${CSS.escape(name)}"]`) ?? document.querySelector(`[name="${CSS.escape(name)}"]`) ?? document.getElementById(name);

function focusField(target: Element) {
  const control = target.matches(FOCUSABLE) ? target : target.querySelector(FOCUSABLE);
  target.scrollIntoView({ block: 'center' });
  (control instanceof HTMLElement ? control : null)?.focus({ preventScroll: true });
}

/** The checklist's links end in the field to fix (`…/writers#writers`): focus it once it is on the page. */
export function useFocusFieldFromHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const name = decodeURIComponent(hash.slice(1));
    if (!name) return;
    const found = fieldOf(name);
    if (found) {
      focusField(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = fieldOf(name);
      if (!target) return;
      observer.disconnect();
      focusField(target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), GIVE_UP_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}
