import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html.js';

describe('sanitizeHtml (campaign HTML as mail carries it)', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script><SCRIPT src="https://x.test/a.js"></SCRIPT>', '<p>Hi</p>'],
    ['an unclosed script', '<p>Hi</p><script>alert(1)', '<p>Hi</p>'],
    ['a style element and an iframe', '<style>p{color:red}</style><iframe src="https://x.test"></iframe>ok', 'ok'],
    ['event handlers', '<img src="https://x.test/a.png" onerror="alert(1)" alt="a"><p onclick=alert(1) ONMOUSEOVER=\'x()\'>t</p>', '<img src="https://x.test/a.png" alt="a" /><p>t</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a>', '<a>a</a><a>b</a>'],
    ['entity-encoded javascript: links', '<a href="jav&#x61;script&#58;alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a>', '<a>a</a><a>b</a>'],
    ['a control character inside the protocol', '<a href="java&#9;script:alert(1)">a</a><a href="java\nscript:alert(1)">b</a>', '<a>a</a><a>b</a>'],
    ['data: and vbscript: addresses', '<a href="data:text/html;base64,PHNjcmlwdD4=">a</a><img src="data:image/png;base64,AAAA"><a href="vbscript:x">c</a>', '<a>a</a><img /><a>c</a>'],
    ['unknown tags, keeping their text', '<form action="https://x.test"><input name="q"><button>Go</button></form><blink>b</blink>', 'Gob'],
    ['comments and doctype', '<!doctype html><!-- <script>alert(1)</script> --><p>x</p>', '<p>x</p>'],
    ['css that loads or runs something', '<p style="background:url(javascript:alert(1))">a</p><p style="width: expression(alert(1))">b</p><p style="color:red">c</p>', '<p>a</p><p>b</p><p style="color:red">c</p>'],
    ['svg and math with their content', '<svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>t', 't'],
    ['a handler hidden in a slash-separated tag', '<img/src=x/onerror=alert(1)>', '<img src="x/onerror=alert(1)" />'],
  ])('drops %s', (_name, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps ordinary email HTML: links, images, tables, inline styles, entities', () => {
    const html =
      '<table width="100%" cellpadding="4"><tr><td style="color:#333;font-size:14px" align="left">' +
      '<a href="https://example.com/guide?a=1&amp;b=2" title="Guide">Read &amp; enjoy</a> · <a href="mailto:team@example.com">Mail us</a>' +
      '<img src="https://example.com/logo.png" alt="Logo" width="120"></td></tr></table>';
    expect(sanitizeHtml(html)).toBe(
      '<table width="100%" cellpadding="4"><tr><td style="color:#333;font-size:14px" align="left">' +
        '<a href="https://example.com/guide?a=1&amp;b=2" title="Guide">Read &amp; enjoy</a> · <a href="mailto:team@example.com">Mail us</a>' +
        '<img src="https://example.com/logo.png" alt="Logo" width="120" /></td></tr></table>',
    );
  });

  it('closes what the content left open, so it cannot swallow the footer, and ignores stray end tags', () => {
    expect(sanitizeHtml('<div style="display:none"><p>hidden')).toBe('<div style="display:none"><p>hidden</p></div>');
    expect(sanitizeHtml('</div></td>text<b>bold</i></b>')).toBe('text<b>bold</b>');
  });

  it('escapes stray angle brackets and ampersands in text, and quotes in attributes', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; done')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; done');
    expect(sanitizeHtml('<p title=\'say "hi"\'>x</p>')).toBe('<p title="say &quot;hi&quot;">x</p>');
  });
});
