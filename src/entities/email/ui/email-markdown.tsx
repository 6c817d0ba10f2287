import { micromark } from 'micromark';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';

const styles = css({
  textStyle: 'sm',
  lineHeight: '[1.6]',
  overflowWrap: 'anywhere',
  minW: '0',
  '& h1, & h2, & h3': { fontWeight: 'bold', mt: '4', mb: '2' },
  '& h1': { textStyle: 'xl' },
  '& h2': { textStyle: 'lg' },
  '& p, & ul, & ol, & blockquote, & pre': { mb: '3' },
  '& ul': { listStyle: 'disc', ps: '5' },
  '& ol': { listStyle: 'decimal', ps: '5' },
  '& a': { color: 'accent.fg', textDecoration: 'underline' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.default', ps: '3', color: 'fg.muted' },
  '& code': { fontFamily: 'mono', bg: 'bg.subtle', px: '1', borderRadius: 'sm' },
  '& pre': { overflowX: 'auto', bg: 'bg.subtle', p: '3', borderRadius: 'md' },
  '& img': { maxW: 'full' },
});

/**
 * Markdown as the email shows it. micromark is safe by default: raw HTML is written out as text
 * and `javascript:` links are dropped, so its output can be put in the page.
 */
export function EmailMarkdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => micromark(source), [source]);
  return <div className={cx(styles, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
