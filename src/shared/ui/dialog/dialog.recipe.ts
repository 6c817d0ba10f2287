import { defineSlotRecipe } from '@pandacss/dev';
import { fadeMotion, focusRing, roundIconButton } from '../../config/theme/recipe-parts';

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialog; width and height come from --dialog-width / --dialog-height',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.backdrop',
      ...fadeMotion,
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: { base: '4', md: '6' },
      overflow: 'auto',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      maxW: '[var(--dialog-width, 480px)]',
      h: '[var(--dialog-height, auto)]',
      maxH: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'card',
      boxShadow: 'overlay',
      outline: 'none',
      // Focused itself when opened from the keyboard with nothing focusable first: the ring shows it.
      ...focusRing,
      _open: { animation: 'scaleIn' },
      _closed: { animation: 'scaleOut' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pe: '14' },
    title: { textStyle: 'sectionTitle' },
    description: { textStyle: 'body', color: 'fg.muted' },
    body: { flex: '1', minH: '0', overflowY: 'auto', px: '6', py: '4' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      px: '6',
      pb: '6',
      pt: '2',
    },
    closeTrigger: {
      position: 'absolute',
      top: '4',
      insetEnd: '4',
      ...roundIconButton,
      w: '9',
      h: '9',
      textStyle: 'lg',
    },
  },
  variants: {
    placement: {
      center: {},
      // A sheet along the bottom edge (a phone's filters): the thumb's reach, the list still in view above.
      bottom: {
        positioner: { alignItems: 'flex-end', p: '0' },
        content: { maxW: 'full', maxH: '[85dvh]', borderBottomRadius: '0' },
      },
      // A full-height drawer along the start edge (the phone's navigation).
      start: {
        content: {
          position: 'fixed',
          top: '0',
          bottom: '0',
          insetInlineStart: '0',
          // Wider than the desktop menu: most labels fit on one line (the longer ones wrap, whole).
          w: '[min(20rem, 85vw)]',
          h: 'full',
          borderRadius: '0',
          ...fadeMotion,
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});
