/**
 * An allow-list HTML sanitiser for CMS content. Every tag is rebuilt from its name (attributes
 * dropped except a checked href on links), unknown tags are removed with their markup but keep
 * their text, and script-like elements are removed whole. The output is safe to render as HTML.
 */
const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'address',
  'section',
  'small',
  'blockquote',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** http(s), mailto and site paths only: no javascript:, data: or protocol-relative links. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return true;
  if (value.startsWith('#')) return true;
  return /^(https?:\/\/|mailto:)/i.test(value);
}

function rebuildTag(raw: string, name: string, attributes: string): string {
  const tag = name.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) return '';
  if (raw.startsWith('</')) return VOID_TAGS.has(tag) ? '' : `</${tag}>`;
  if (tag !== 'a') return `<${tag}>`;
  const match = HREF.exec(attributes);
  const href = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  if (!href || !isSafeHref(href)) return '<a>';
  const isExternal = /^https?:\/\//i.test(href.trim());
  const rel = isExternal ? ' rel="noopener noreferrer" target="_blank"' : '';
  return `<a href="${escapeAttribute(href.trim())}"${rel}>`;
}

export function sanitiseHtml(html: string): string {
  const cleaned = html.replace(COMMENT, '').replace(DROPPED_WITH_CONTENT, '');
  let output = '';
  let last = 0;
  for (const match of cleaned.matchAll(TAG)) {
    output += escapeText(cleaned.slice(last, match.index));
    output += rebuildTag(match[0], match[1] ?? '', match[2] ?? '');
    last = match.index + match[0].length;
  }
  return output + escapeText(cleaned.slice(last));
}
