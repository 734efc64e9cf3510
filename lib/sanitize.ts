import sanitizeHtml from 'sanitize-html';

// Blog markup comes from editors in the PocketBase dashboard and is rendered with the one
// dangerouslySetInnerHTML in the project (components/records/blog-body.tsx). Everything goes
// through sanitize-html (a maintained library, not hand-written rules).

// A path on this site (record files come as /api/files/...); not protocol-relative (`//host`).
const SITE_PATH = /^\/(?![\\/])[\w\-.~/%+=,]*(\?[\w=&%.-]*)?$/;

function isExternal(href: string, siteHosts: readonly string[]): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return !siteHosts.includes(new URL(href).host);
  } catch {
    return true;
  }
}

/** The markup an editor may use: text structure, links, images and tables. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'span',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

/** Dropped together with their content, not just unwrapped. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'svg',
  'math',
  'object',
  'embed',
  'template',
  'title',
];

function options(siteHosts: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const next: Record<string, string> = { ...attribs };
        delete next.target;
        delete next.rel;
        if (isExternal(href, siteHosts)) {
          next.target = '_blank';
          next.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const ok = /^https?:\/\//i.test(src) || SITE_PATH.test(src);
        const next: Record<string, string> = { ...attribs };
        if (ok) next.src = src;
        else delete next.src;
        return { tagName, attribs: next };
      },
    },
  };
}

/**
 * Safe HTML for a blog body. `siteHosts` are the hosts whose links stay in the same tab
 * (e.g. the SITE_URL host); every other http(s) link opens a new tab with noopener.
 */
export function sanitizeMarkup(markup: string, siteHosts: readonly string[] = []): string {
  return sanitizeHtml(markup, options(siteHosts)).trim();
}

/** Markup as plain text (for excerpts and descriptions); entities decoded, tags dropped. */
export function markupToText(markup: string): string {
  // A space before each block boundary so "<h2>A</h2><p>B" reads "A B", not "AB".
  const spaced = markup.replace(
    /<\/?(p|h[1-6]|li|ul|ol|div|blockquote|tr|td|th|table|br|hr|figure|figcaption|pre)\b[^>]*>/gi,
    ' $&',
  );
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'title'],
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
