import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Dialog, FormMessage, Spinner } from '@/shared/ui';
import { agreementQueries, type Agreement, type AgreementType } from '../api/agreement-api';
import { AGREEMENT_LABELS } from '../config/labels';

const styles = {
  text: css({ display: 'flex', flexDirection: 'column', gap: '4', textStyle: 'sm' }),
  version: css({ textStyle: 'caption', color: 'fg.muted' }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '1' }),
  paragraph: css({ color: 'fg.default', '& + &': { mt: '2' } }),
};

export const AGREEMENT_LOAD_FAILED = 'We could not load the agreement. Close this and try again.';

/** An agreement's text: its version, then its sections. */
export function AgreementText({ agreement }: { agreement: Agreement }) {
  return (
    <div className={styles.text}>
      <p className={styles.version}>Version of {agreement.version}</p>
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <h3 className={styles.heading}>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

export interface AgreementDialogProps {
  type: AgreementType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A sentence above the text (why it is shown now). */
  intro?: ReactNode;
  /** The actions (an accept button); without them the dialog is for reading. */
  footer?: (agreement: Agreement) => ReactNode;
}

/** The current text of one agreement in a dialog, loaded when it opens. */
export function AgreementDialog({ type, open, onOpenChange, intro, footer }: AgreementDialogProps) {
  const current = useQuery({ ...agreementQueries.current(), enabled: open });
  const agreement = current.data?.agreements.find((entry) => entry.type === type);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={AGREEMENT_LABELS[type]} description={intro} width={560} footer={agreement && footer?.(agreement)}>
      {agreement ? (
        <AgreementText agreement={agreement} />
      ) : current.isError ? (
        <FormMessage tone="error">{AGREEMENT_LOAD_FAILED}</FormMessage>
      ) : (
        <p aria-busy="true" className={styles.version}>
          <Spinner size="sm" /> Loading the agreement…
        </p>
      )}
    </Dialog>
  );
}
