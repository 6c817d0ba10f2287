import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { css } from 'styled-system/css';
import { verifyCodeFx, type AuthSession } from '@/entities/session';
import type { z } from '@/shared/lib/zod';
import { Button, FormMessage, formStyles, TextField, toaster, useSchemaForm } from '@/shared/ui';
import { resendVerificationCode } from '../api/auth-api';
import { errorMessageOf } from '../lib/error-message';
import { VERIFICATION_CODE_LENGTH, verifyCodeSchema } from '../model/schemas';
import { CodeInput } from './code-input';

const styles = {
  codeField: css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'stretch' }),
  codeLabel: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default', textAlign: 'center' }),
  codeError: css({ textStyle: 'sm', color: 'danger.fg', textAlign: 'center' }),
};

export const VERIFY_FAILED_MESSAGE = 'The code is not valid. Check it or request a new one.';
export const RESEND_FAILED_MESSAGE = 'We could not send a new code. Please try again.';

export interface VerifyCodeFormProps {
  /** The address the code was sent to; when unknown the form asks for it. */
  email: string | null;
  /** Verified: the session model holds user and token. */
  onSuccess: (session: AuthSession) => void;
}

const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/** The 6-digit email code, "Verify" and "Resend code" (spec 1 §2 /verify, §7). */
export function VerifyCodeForm({ email, onSuccess }: VerifyCodeFormProps) {
  const [verify, verifying] = useUnit([verifyCodeFx, verifyCodeFx.pending]);
  const [digits, setDigits] = useState(emptyCode);
  const [failure, setFailure] = useState<string | null>(null);
  const codeLabelId = useId();
  const codeErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Typing (or pasting) the last digit submits: once rendered, so the hidden field holds the code.
  const complete = digits.every((digit) => digit !== '');
  useEffect(() => {
    if (complete) formRef.current?.requestSubmit();
  }, [complete]);

  const resend = useMutation({
    mutationFn: resendVerificationCode,
    onSuccess: (answer) => {
      setFailure(null);
      toaster.create({ type: 'success', title: answer.message || 'A new code is on its way.' });
    },
    onError: (error) => setFailure(errorMessageOf(error, RESEND_FAILED_MESSAGE)),
  });

  const verifyCode = async (value: z.output<typeof verifyCodeSchema>) => {
    setFailure(null);
    try {
      const answer = await verify(value);
      if (answer.success && answer.token && answer.user) onSuccess({ token: answer.token, user: answer.user });
      else setFailure(answer.message || VERIFY_FAILED_MESSAGE);
    } catch (error) {
      setFailure(errorMessageOf(error, VERIFY_FAILED_MESSAGE));
    }
  };
  const [form, fields] = useSchemaForm({ id: 'verify-code', schema: verifyCodeSchema, defaultValue: { email: email ?? '' }, revalidateOn: 'input', onValid: verifyCode });

  const requestNewCode = () => {
    const typed = typeof fields.email.value === 'string' ? fields.email.value.trim() : '';
    const address = email ?? typed;
    if (!address || fields.email.errors?.length) {
      form.validate({ name: fields.email.name });
      return;
    }
    resend.mutate(address);
  };

  const codeError = fields.code.errors?.[0];

  return (
    <form ref={formRef} id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Verify your email">
      <FormMessage tone="error">{failure}</FormMessage>
      {email ? (
        <input type="hidden" name={fields.email.name} value={email} />
      ) : (
        <TextField field={fields.email} label="Email" required type="email" autoComplete="email" />
      )}
      <div className={styles.codeField}>
        <span id={codeLabelId} className={styles.codeLabel}>
          Verification code
        </span>
        <CodeInput
          name={fields.code.name}
          digits={digits}
          onDigitsChange={setDigits}
          labelledBy={codeLabelId}
          errorId={codeError ? codeErrorId : undefined}
          invalid={Boolean(codeError)}
          disabled={verifying}
        />
        {codeError && (
          <p id={codeErrorId} className={styles.codeError}>
            {codeError}
          </p>
        )}
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" loading={verifying} disabled={resend.isPending} fullWidth size="lg">
          Verify
        </Button>
        <Button variant="ghost" onClick={requestNewCode} loading={resend.isPending} disabled={verifying} fullWidth>
          Resend code
        </Button>
      </div>
    </form>
  );
}
