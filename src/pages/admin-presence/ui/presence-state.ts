import { css } from 'styled-system/css';

/** The card that stands for the table while it loads or when it has no rows. */
export const presenceStateStyle = css({
  py: '12',
  px: '6',
  textAlign: 'center',
  color: 'fg.muted',
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
});
