import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { toApiError } from '@/shared/api';
import { FormMessage, GuestFrame, TextLink } from '@/shared/ui';
import { frameStyles, LoadingFrame } from './frame';

export { UNSUBSCRIBE_BY_EMAIL_LEAD } from './frame';

export const styles = {
  ...frameStyles,
  strong: css({ color: 'fg.default', fontWeight: 'semibold' }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '3', borderWidth: '0', padding: '0', margin: '0' }),
  legend: css({ fontWeight: 'semibold', color: 'fg.default', marginBottom: '2', textStyle: 'sm' }),
  option: css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    padding: '3',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'border.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle' },
  }),
  control: css({ marginTop: '1', width: '4', height: '4', accentColor: 'accent.default', flexShrink: '0' }),
  optionText: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  optionName: css({ color: 'fg.default', fontWeight: 'medium', textStyle: 'sm' }),
  optionHint: css({ color: 'fg.muted', textStyle: 'caption' }),
  list: css({ listStyle: 'disc', paddingInlineStart: '5', color: 'fg.default', textStyle: 'sm' }),
  error: css({ color: 'danger.fg', textStyle: 'sm' }),
};

/** A token that the server does not accept (unknown, expired, malformed). */
export function isInvalidLink(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 400 || status === 404;
}

/** The failed-load state of the token pages. */
export function LinkProblem({ error }: { error: unknown }) {
  return (
    <>
      <FormMessage tone="error">
        {isInvalidLink(error) ? 'This link is invalid or has expired.' : toApiError(error).message}
      </FormMessage>
      <p className={styles.text}>
        You can still <TextLink to="/email/unsubscribe">unsubscribe with your email address</TextLink>.
      </p>
    </>
  );
}

/** A page opened from an email's link: loading, the link's problem, or the page for its data. */
export function TokenPage<Data>({
  query,
  title,
  loadingLines,
  children,
}: {
  query: UseQueryResult<Data>;
  title: string;
  loadingLines: number;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingFrame title={title} lines={loadingLines} />;
  if (query.isError) {
    return (
      <GuestFrame title={title}>
        <LinkProblem error={query.error} />
      </GuestFrame>
    );
  }
  return children(query.data);
}
