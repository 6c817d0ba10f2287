import { useState } from 'react';
import { css } from 'styled-system/css';
import { AgreementDialog } from '@/entities/agreement';

const styles = {
  link: css({ all: 'unset', ms: '6', textStyle: 'sm', color: 'accent.fg', textDecoration: 'underline', cursor: 'pointer', borderRadius: 'sm', focusVisibleOutline: 'flush' }),
};

/** "Read the user agreement": its current text in a dialog, beside the sign-up's checkbox. */
export function UserAgreementLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Read the user agreement
      </button>
      <AgreementDialog type="USER_AGREEMENT" open={open} onOpenChange={setOpen} />
    </>
  );
}
