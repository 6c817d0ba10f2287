import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('shows raw HTML as text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps only the text of a javascript: link or image', () => {
    expect(renderMarkdown('[click](javascript:alert(1)) ![pic](javascript:x)')).toBe('<p>click pic</p>');
  });

  it('opens links to other sites in a new tab without handing them the page', () => {
    expect(renderMarkdown('[site](https://example.com/a)')).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
    expect(renderMarkdown('[home](/dashboard)')).toBe('<p><a href="/dashboard">home</a></p>');
  });
});

describe('Markdown', () => {
  it('renders headings, lists, code and quotes', () => {
    render(<Markdown text={'## Payouts\n\n- **one**\n- two\n\n`code` and\n\n> quoted'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByText('quoted').closest('blockquote')).not.toBeNull();
  });

  it('shows a script tag as text and drops javascript: links', () => {
    const { container } = render(<Markdown text={'<script>window.hacked = true</script>\n\n[bad](javascript:alert(1))'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('bad')).toBeInTheDocument();
  });
});
