import sanitizeHtml from 'sanitize-html';
import { imgAttributes } from '@/lib/images/attributes';

// Blog markup comes from editors in the PocketBase dashboard and is rendered with the one
// dangerouslySetInnerHTML in the project (components/records/blog-body.tsx). Everything goes
// through sanitize-html (a maintained library, not hand-written rules).
//
// A record image of the body whose size the page read (lib/pocketbase/image-size.ts) becomes the
// <img> next/image would draw: the optimizer's src and srcset (AVIF/WebP at the column's width,
// up to the file's own), with its width and height, so the text below it does not move when it
// arrives. The first is the post's lead image: loaded at once, at high priority (it is often the
// largest paint of the first screen); the others load lazily.

/** A body image's size in pixels, as lib/pocketbase/image-size.ts reads it. */
type BodyImageSize = { width: number; height: number };

/**
 * The width a body image is drawn at: the article's column (max-w-3xl less px-4,
 * app/[locale]/blog/[id]/page.tsx), the screen less its padding on a phone.
 */
export const BODY_IMAGE_SIZES = '(min-width: 768px) 736px, calc(100vw - 2rem)';

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

/**
 * The attributes of a record image of known size: next/image's, as plain HTML attributes. The
 * editor's own srcset, sizes and loading hints are replaced.
 */
function optimized(attribs: Record<string, string>, src: string, size: BodyImageSize, lead: boolean) {
  const img = imgAttributes({
    src,
    alt: attribs.alt ?? '',
    width: size.width,
    height: size.height,
    sourceWidth: size.width,
    sizes: BODY_IMAGE_SIZES,
    loading: lead ? 'eager' : 'lazy',
    fetchPriority: lead ? 'high' : undefined,
  });
  const next: Record<string, string> = {
    ...attribs,
    src: img.src,
    width: String(img.width),
    height: String(img.height),
  };
  if (img.srcSet) next.srcset = img.srcSet;
  if (img.sizes) next.sizes = img.sizes;
  next.loading = lead ? 'eager' : 'lazy';
  next.decoding = 'async';
  if (lead) next.fetchpriority = 'high';
  return next;
}

/** An <img>: a safe src or none (then dropped), optimized and sized when its size is known. */
function imageTransform(sizes: ReadonlyMap<string, BodyImageSize>): sanitizeHtml.Transformer {
  let lead = true;
  return (tagName, attribs) => {
    const src = (attribs.src ?? '').trim();
    const ok = /^https?:\/\//i.test(src) || SITE_PATH.test(src);
    const next: Record<string, string> = { ...attribs };
    for (const hint of ['srcset', 'sizes', 'loading', 'decoding', 'fetchpriority']) delete next[hint];
    if (!ok) delete next.src;
    const size = ok ? sizes.get(src) : undefined;
    if (!size) return { tagName, attribs: ok ? { ...next, src } : next };
    const attributes = optimized(next, src, size, lead);
    lead = false;
    return { tagName, attribs: attributes };
  };
}

function options(
  siteHosts: readonly string[],
  sizes: ReadonlyMap<string, BodyImageSize>,
): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: [
        'src',
        'srcset',
        'sizes',
        'alt',
        'title',
        'width',
        'height',
        'loading',
        'decoding',
        'fetchpriority',
      ],
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
      img: imageTransform(sizes),
    },
  };
}

/**
 * Safe HTML for a blog body. `siteHosts` are the hosts whose links stay in the same tab
 * (e.g. the SITE_URL host); every other http(s) link opens a new tab with noopener. `imageSizes`
 * (by `src`, from lib/pocketbase/image-size.ts) makes those images optimized and sized.
 */
export function sanitizeMarkup(
  markup: string,
  siteHosts: readonly string[] = [],
  imageSizes: ReadonlyMap<string, BodyImageSize> = new Map(),
): string {
  return sanitizeHtml(markup, options(siteHosts, imageSizes)).trim();
}

/** The `src` of each image in `markup`, as the sanitizer reads it: what to ask the sizes of. */
export function imageSources(markup: string): string[] {
  const sources: string[] = [];
  sanitizeHtml(markup, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src?.trim()) sources.push(attribs.src.trim());
        return { tagName, attribs };
      },
    },
  });
  return sources;
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

/**
 * Safe HTML for a FAQ answer (PocketBase `faq_items`, an editor field): paragraphs, lists, bold
 * (drawn red: components/home/faq.tsx), italics, line breaks and links; every other tag is dropped
 * with its markup (its text stays), every attribute but a link's address too. A link leaves the
 * site in a new tab.
 */
export function sanitizeFaqAnswer(markup: string): string {
  return sanitizeHtml(markup, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
      }),
    },
  }).trim();
}
