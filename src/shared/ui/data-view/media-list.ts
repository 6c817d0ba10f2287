import { css } from 'styled-system/css';

/**
 * A short list of things with a picture (top tracks, latest releases): rows divided by a rule, the
 * picture, a title over a muted line, and something at the end. Each list sets its own columns on
 * `row` (a rank, the picture's size, what stands at the end).
 */
export const mediaListStyles = {
  list: css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' }),
  row: css({
    display: 'grid',
    alignItems: 'center',
    columnGap: '3',
    py: '2.5',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    _first: { borderTopWidth: '0' },
  }),
  text: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  title: css({ textStyle: 'body', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  sub: css({ textStyle: 'caption', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
};
