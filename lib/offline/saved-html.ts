import { escapeHtml } from '@/lib/html/escape';

/**
 * What the service worker (./sw.ts) writes into a page it serves from its cache. Every page's
 * layout carries an empty `<div id="saved-copy" data-template="…">` whose template is the notice
 * in the page's language with {@link TIME_TOKEN} where the time goes; the offline page carries an
 * empty `<div id="saved-pages">` and the words for an empty list. The service worker fills them
 * in, so it needs no strings of its own and the notice is in the served HTML, before any script.
 * React leaves both alone when it hydrates: they are `dangerouslySetInnerHTML` elements
 * (components/layout/saved-copy-slot.tsx, app/[locale]/offline/page.tsx).
 */
export const SAVED_COPY_ID = 'saved-copy';
export const SAVED_PAGES_ID = 'saved-pages';
export const TIME_TOKEN = '%TIME%';
/** The header the service worker stamps on a page it keeps: when it was fetched (ms since 1970). */
export const SAVED_AT_HEADER = 'x-saved-at';

export type SavedPage = { url: string; title: string; savedAt: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
/** Reads back what escapeHtml or React wrote into an attribute. */
export const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** The page's language from `<html lang="…">` (the site's pages always have one). */
function pageLanguage(html: string): string {
  return /<html[^>]*\slang="([a-z-]+)"/i.exec(html)?.[1] ?? 'en';
}

/** When a copy was saved, in Colombo: "27 Nov 2026, 14:05"; on a Sinhala page "27/11/2026, 14:05". */
export function formatSavedAt(savedAt: number, language: string): string {
  // Sinhala in digits (27/11/2026, 14:05): a browser whose date data lacks Sinhala month names
  // would print English ones in a Sinhala sentence.
  const words = language !== 'si';
  return new Intl.DateTimeFormat('en-GB', {
    day: words ? 'numeric' : '2-digit',
    month: words ? 'short' : '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Colombo',
  }).format(new Date(savedAt));
}

const SLOT = (id: string) => new RegExp(`(<div\\b[^>]*\\bid="${id}"[^>]*>)(</div>)`);

/** A cached page with its "saved copy" notice filled in; the page unchanged if it has no slot. */
export function withSavedNotice(html: string, savedAt: number): string {
  const slot = SLOT(SAVED_COPY_ID).exec(html);
  const template = slot && /\bdata-template="([^"]*)"/.exec(slot[1]!)?.[1];
  if (!slot || !template) return html;
  const text = unescapeHtml(template).replace(TIME_TOKEN, formatSavedAt(savedAt, pageLanguage(html)));
  return html.replace(
    SLOT(SAVED_COPY_ID),
    (_, open: string, close: string) => `${open}<p role="status">${escapeHtml(text)}</p>${close}`,
  );
}

/** The offline page with the list of saved pages, newest first; unchanged when none is saved. */
const LIST_SLOT = new RegExp(`(<div\\b[^>]*\\bid="${SAVED_PAGES_ID}"[^>]*>)[\\s\\S]*?(</div>)`);

export function withSavedList(html: string, pages: readonly SavedPage[]): string {
  if (pages.length === 0 || !LIST_SLOT.test(html)) return html;
  const language = pageLanguage(html);
  const items = [...pages]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map(
      (page) =>
        `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a> <small>${escapeHtml(formatSavedAt(page.savedAt, language))}</small></li>`,
    )
    .join('');
  // The slot holds the "nothing saved yet" words; the list replaces them.
  return html.replace(LIST_SLOT, (_, open: string, close: string) => `${open}<ul>${items}</ul>${close}`);
}

/** A page's title without the site's name after it ("Jobs | Hikari Lanka" → "Jobs"). */
export function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  return title ? unescapeHtml(title).split(' | ')[0]!.trim() : '';
}
