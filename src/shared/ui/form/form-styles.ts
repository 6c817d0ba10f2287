import { css } from 'styled-system/css';

/**
 * The layout of a form: fields in a column, a `row` of two fields side by side from `sm`, the
 * `actions` under the fields, a `note` in muted text. A deferred form's placeholder uses it too,
 * so both take the same room.
 */
export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'full' }),
  row: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: '3', marginTop: '2' }),
  note: css({ color: 'fg.muted', textStyle: 'sm' }),
  /** Buttons in a row at the end of a dialog's form or step (they wrap on a narrow screen). */
  buttons: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' }),
};
