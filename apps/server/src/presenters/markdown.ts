// An article's Markdown as the HTML pages show. Raw HTML in the source is not passed through
// (markdown-it escapes it), and the result is sanitised again against a short allowlist, so
// scripts, event handlers and javascript: links come out inert whatever the author wrote.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SAFE_SCHEME = /^(https?|mailto):/i;
/** A colon before any '/', '?' or '#': the address names a scheme. */
const SCHEME_LIKE = /^[^/?#]*:/;

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], th: ['style'], td: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Links that leave the site open without handing it the page; an address with anything that
  // looks like a scheme of its own (even one the browser would read as a path) is dropped.
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      if (href === undefined || (!SAFE_SCHEME.test(href) && SCHEME_LIKE.test(href))) {
        return { tagName, attribs: rest };
      }
      return {
        tagName,
        attribs: /^https?:/i.test(href)
          ? { ...rest, href, rel: 'noopener noreferrer nofollow' }
          : { ...rest, href },
      };
    },
  },
};
SANITISE.allowedAttributes = { ...SANITISE.allowedAttributes, a: ['href', 'title', 'rel'] };

/** The sanitised HTML of a Markdown text. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITISE);
}
