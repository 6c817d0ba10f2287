import type { SystemStyleObject } from '@pandacss/dev';

// Style parts that several recipes share, so that their common look has one definition.

/** A layer that floats over the page: menus, popovers, combobox lists, toasts. */
export const floatingSurface = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  boxShadow: 'raised',
} as const satisfies SystemStyleObject;

/** How a floating layer opens and closes (from its trigger, with Ark's --transform-origin). */
export const floatingMotion = {
  outline: 'none',
  _open: { animation: 'scaleIn' },
  _closed: { animation: 'scaleOut' },
  transformOrigin: '[var(--transform-origin)]',
} as const satisfies SystemStyleObject;

/** How a layer without a trigger (a backdrop, a tooltip, a drawer) appears and goes. */
export const fadeMotion = {
  _open: { animation: 'fadeIn' },
  _closed: { animation: 'fadeOut' },
} as const satisfies SystemStyleObject;

/** The list of options of a menu or a combobox. */
export const optionList = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '1',
} as const satisfies SystemStyleObject;

/** An option in such a list. */
export const optionItem = {
  display: 'flex',
  alignItems: 'center',
  px: '2',
  borderRadius: 'md',
  textStyle: 'sm',
  cursor: 'pointer',
  userSelect: 'none',
  _highlighted: { bg: 'bg.muted' },
  // Dimmed and not clickable when the caller's rule disables the option (spec 1 §5).
  _disabled: { opacity: '0.48', cursor: 'not-allowed' },
} as const satisfies SystemStyleObject;

/** A round button holding only an icon (header actions, close buttons). */
export const roundIconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
} as const satisfies SystemStyleObject;

/** The keyboard focus ring of controls. */
export const focusRing = {
  focusVisibleOutline: 'flush',
} as const satisfies SystemStyleObject;
