// Markdown renders inert whatever the author wrote: no script, no event handler, no
// javascript: link reaches the page.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and http links', () => {
    const html = renderMarkdown(
      '## Picks\n\n**Bold** and *em*\n\n- one\n- two\n\n[site](https://example.org/a)',
    );
    expect(html).toContain('<h2>Picks</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain(
      '<a href="https://example.org/a" rel="noopener noreferrer nofollow">site</a>',
    );
  });

  it('shows script tags as text and never as an element', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<script src="https://x.test/a.js"></script>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops event handlers from raw HTML and from Markdown images', () => {
    for (const source of [
      '<img src=x onerror="alert(1)">',
      '<a href="https://a.test" onclick="alert(1)">x</a>',
      '![x](https://a.test/p.png" onerror="alert(1))',
      '<div onmouseover="alert(1)">hover</div>',
    ]) {
      const html = renderMarkdown(source);
      expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
      expect(html).not.toMatch(/<img/i);
    }
  });

  it('leaves javascript:, vbscript: and data: links without their address', () => {
    for (const source of [
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](java&#x09;script:alert(1))',
      '[click](vbscript:msgbox(1))',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(1)">click</a>',
      '<javascript:alert(1)>',
    ]) {
      const html = renderMarkdown(source);
      // Every address left is http(s), mailto or a path with no scheme of its own.
      for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
        expect(href).toMatch(/^(https?:|mailto:|[^:]*$)/i);
      }
      expect(html).not.toMatch(/<a\s[^>]*href="\s*(javascript|vbscript|data):/i);
    }
  });
});
