import { Fragment } from 'react';
import { css, cx } from 'styled-system/css';

// No break inside a word: only at the offered points (a parent's `overflowWrap: anywhere` does not reach in).
const style = css({ overflowWrap: 'normal', wordBreak: 'normal' });

/** "ada@mail.example.com" → ["ada@", "mail", ".example", ".com"]: where a line may end in an address. */
export function emailBreakParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? '' : email.slice(0, at + 1);
  const domain = at < 0 ? email : email.slice(at + 1);
  return [local, ...domain.split(/(?=\.)/)].filter(Boolean);
}

/**
 * An email address in a table or a line of people: when it must wrap, it breaks after the "@" or
 * before a dot of its domain, never inside a name; the whole address is its title.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={cx(style, className)} title={email}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
