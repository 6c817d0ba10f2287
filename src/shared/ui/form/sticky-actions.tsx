import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * On a phone the bar is stuck to the bottom of the screen while its form scrolls, and ends in its
 * place under the last field, so it never hides one. The assistant's floating button keeps the
 * bar's end corner: the buttons stand before it. Its background runs to the screen's edges through
 * a shadow and a clip (a wider box would scroll the page sideways). From `md` it is an ordinary row
 * at the form's end. In a dialog it sticks to the bottom of the dialog's body.
 */
const stickyBar = css({
  mdDown: {
    position: 'sticky',
    bottom: '0',
    zIndex: 'docked',
    pt: '3',
    pb: '[max(token(spacing.3), env(safe-area-inset-bottom))]',
    bg: 'bg.surface',
    boxShadow: '[0 0 0 100vmax var(--colors-bg-surface), 0 -1px 0 100vmax var(--colors-border-default)]',
    clipPath: '[inset(-1px -100vmax 0 -100vmax)]',
    'html[data-floating-action] &': { pe: '[calc(token(sizes.14) + token(spacing.4) + token(spacing.3))]' },
    // In a dialog (over the page and its floating button) it sticks to the dialog's scrolling body.
    '[data-scope=dialog][data-part=body] &': { pe: '0' },
  },
});

interface StickyActionsProps {
  /** A row of buttons (`formStyles.buttons`) unless told. */
  className?: string;
  children: ReactNode;
}

/**
 * A long page form's primary action, always in reach on a phone: put it last in the form (or the
 * page) it acts on, as that element's own child. `FormActions sticky` is this with Cancel + primary.
 */
export function StickyActions({ className, children }: StickyActionsProps) {
  return (
    <div className={cx(stickyBar, className)} data-sticky-actions="">
      {children}
    </div>
  );
}
