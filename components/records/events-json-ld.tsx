import { getSettings } from '@/lib/pocketbase/settings';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { EVENT_DEFAULT_IMAGE, type EventCard } from '@/lib/pocketbase/reshape';
import { jsonLd } from '@/lib/seo/json-ld';

/**
 * schema.org Event of each published event with a title and a date on /events, one script each:
 * the start in Sri Lanka time with its offset, the venue, the event's own image, and the agency
 * as organizer. Texts in the page's language.
 */
export async function EventsJsonLd({ cards, locale }: { cards: EventCard[]; locale: Locale }) {
  const company = await getSettings();
  const site = env().SITE_URL;
  const organizer = {
    '@type': 'Organization',
    name: company.name[locale],
    url: new URL(getPathname({ href: '/', locale }), site).href,
  };
  return cards
    .filter((card) => !card.draft && card.title && card.startDate)
    .map((card) => {
      const data = {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: card.title,
        startDate: card.startDate,
        description: card.description ?? undefined,
        ...(card.location
          ? { location: { '@type': 'Place', name: card.location, address: card.location } }
          : {}),
        ...(card.image !== EVENT_DEFAULT_IMAGE ? { image: [new URL(card.image, site).href] } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        inLanguage: locale,
        url: new URL(getPathname({ href: { pathname: '/events', hash: `record-${card.id}` }, locale }), site)
          .href,
        organizer,
      };
      return (
        <script key={card.id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      );
    });
}
