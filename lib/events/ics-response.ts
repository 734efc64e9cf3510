import 'server-only';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { parsePocketBaseDate, siteDay } from '@/lib/format';
import { buildIcs, icsFilename } from '@/lib/events/ics';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { getCalendarEvent } from '@/lib/pocketbase/queries';

// The answer of app/api/events/[id]/ics (English) and app/api/events/[id]/ics/si: one event's
// calendar file in the page's language, cached like the pages (ISR, the `events` tag).

/** Browsers keep the file five minutes; shared caches a minute, then refresh in the background. */
const ICS_CACHE_CONTROL = 'public, max-age=300, s-maxage=60, stale-while-revalidate=60';

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * 200 with the .ics file; 404 for a malformed id (without asking PocketBase), a missing or draft
 * event, or one without a date; 503 when PocketBase fails (the page cache keeps that briefly).
 */
export async function eventIcsResponse(id: string, locale: Locale): Promise<Response> {
  let found: Awaited<ReturnType<typeof getCalendarEvent>>;
  try {
    found = await getCalendarEvent(id, locale);
  } catch (error) {
    console.error(`[ics] event ${id} failed: ${String(error)}`);
    return plain(503, 'The event could not be read. Please try again later.');
  }
  if (!found) return plain(404, 'Not Found');
  const { card, updated } = found;
  const t = await getTranslations({ locale, namespace: 'Events' });
  const site = env().SITE_URL;
  const start = new Date(card.dateTime!);
  const title = card.title ?? t('noTitle');
  const body = buildIcs({
    uid: `${card.id}@${new URL(site).hostname}`,
    start,
    stamp: parsePocketBaseDate(updated) ?? start,
    summary: title,
    location: card.location,
    description: card.description,
    url: new URL(getPathname({ href: { pathname: '/events', hash: `record-${card.id}` }, locale }), site)
      .href,
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${icsFilename(card.title, siteDay(start))}"`,
      'cache-control': ICS_CACHE_CONTROL,
    },
  });
}
