import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { renderMarkdown } from './render-markdown';

const prose = css({
  textStyle: 'sm',
  lineHeight: 'relaxed',
  color: 'fg.default',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '3' },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', lineHeight: 'snug', mt: '5' },
  '& h1': { textStyle: 'xl' },
  '& h2': { textStyle: 'lg' },
  '& h3, & h4, & h5, & h6': { textStyle: 'md' },
  '& > :first-child': { mt: '0' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& a': {
    color: 'accent.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    focusVisibleOutline: 'flush',
  },
  '& code': { fontFamily: 'mono', fontSize: '[0.9em]', bg: 'bg.subtle', borderRadius: 'sm', px: '1' },
  '& pre': { bg: 'bg.subtle', borderRadius: 'control', p: '3', overflowX: 'auto' },
  '& pre code': { bg: '[transparent]', p: '0' },
  '& blockquote': { borderInlineStartWidth: '3px', borderStyle: 'solid', borderColor: 'border.default', ps: '3', color: 'fg.muted' },
  '& hr': { borderColor: 'border.default' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'control' },
  '& table': { display: 'block', overflowX: 'auto' },
  '& strong': { fontWeight: 'semibold' },
});

export interface MarkdownProps {
  /** Markdown as written (CommonMark; raw HTML is shown as text). */
  text: string;
  className?: string;
}

/** Markdown rendered safely (see `renderMarkdown`) and styled as prose with the theme's tokens. */
export function Markdown({ text, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
