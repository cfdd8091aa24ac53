import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitiseHtml } from '#src/modules/cms/sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps simple tags and drops their attributes', () => {
    expect(
      sanitiseHtml('<h2 class="x">Title</h2><p style="color:red">Body <strong>bold</strong></p>'),
    ).toBe('<h2>Title</h2><p>Body <strong>bold</strong></p>');
  });

  it('removes scripts, styles, frames and comments with their content', () => {
    expect(
      sanitiseHtml(
        'a<script>evil()</script>b<style>p{}</style>c<iframe src="x"></iframe>d<!-- hidden -->e',
      ),
    ).toBe('abcde');
  });

  it('removes unknown tags but keeps their text', () => {
    expect(sanitiseHtml('<div><img src=x onerror=alert(1)>text</div>')).toBe('text');
  });

  it('keeps safe links and marks external ones', () => {
    expect(sanitiseHtml('<a href="/pages/privacy-policy">p</a>')).toBe(
      '<a href="/pages/privacy-policy">p</a>',
    );
    expect(sanitiseHtml('<a href=\'https://example.com/?a=1&b="2"\'>e</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="noopener noreferrer" target="_blank">e</a>',
    );
  });

  it('refuses script, data and protocol-relative links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
    expect(isSafeHref('mailto:support@crowncasino.example')).toBe(true);
  });

  it('escapes stray angle brackets and ampersands in text', () => {
    expect(sanitiseHtml('1 < 2 & 3 > 2 &amp; ok')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; ok');
  });
});
