import { getTranslations } from 'next-intl/server';
import { icsPath } from '@/lib/events/ics';
import type { Locale } from '@/lib/i18n/routing';
import { getPreviewEventCards } from '@/lib/pocketbase/preview-queries';
import { getEventCards } from '@/lib/pocketbase/queries';
import { groupEvents, type EventCard } from '@/lib/pocketbase/reshape';
import { CardImage } from './card-image';
import { DraftBadge } from './draft-badge';
import { EventsJsonLd } from './events-json-ld';
import { loadRecords, RecordGrid } from './record-grid';
import { RecordState } from './record-state';

type Translate = Awaited<ReturnType<typeof getTranslations<'Events'>>>;

/**
 * The async part of /events: every upcoming event soonest first, then the latest past events
 * under their own heading, newest first, each marked "Past event"; each group a 1/2/3-column grid
 * of cards with date, time and venue in Sri Lanka time, an "Add to calendar" file for upcoming
 * ones, and schema.org Event data. In draft preview, unpublished events too, marked as drafts.
 */
export async function EventList({ locale, preview = false }: { locale: Locale; preview?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const draft = (await getTranslations({ locale, namespace: 'Preview' }))('draft');
  const cards = await loadRecords('events', () =>
    preview ? getPreviewEventCards(locale) : getEventCards(locale),
  );
  if (!cards) {
    return <RecordState kind="error" title={t('errorTitle')} description={t('failedDescription')} />;
  }
  if (cards.length === 0) {
    return (
      <RecordState
        kind="empty"
        title={t('emptyTitle')}
        description={t('emptyState')}
        toast={{ title: t('emptyTitle'), description: t('emptyToast') }}
      />
    );
  }
  const { upcoming, past } = groupEvents(cards, new Date());
  // The upcoming grid's; the past one differs where it says so.
  const shared = { locale, t, draft, past: false, eagerFirst: true, testId: 'record-grid' };
  return (
    <div className="flex flex-col gap-12">
      <EventsJsonLd cards={[...upcoming, ...past]} locale={locale} />
      {upcoming.length > 0 ? (
        <EventSection id="events-upcoming" title={t('upcomingTitle')} cards={upcoming} {...shared} />
      ) : (
        <p className="text-ink-700" data-testid="events-none-upcoming">
          {t('emptyState')}
        </p>
      )}
      {past.length > 0 ? (
        <EventSection
          id="events-past"
          title={t('pastTitle')}
          cards={past}
          {...shared}
          past
          eagerFirst={upcoming.length === 0}
          testId={upcoming.length > 0 ? 'record-grid-past' : 'record-grid'}
        />
      ) : null}
    </div>
  );
}

type GridProps = {
  cards: EventCard[];
  locale: Locale;
  t: Translate;
  draft: string;
  /** The cards of events that are over: marked, and without a calendar file. */
  past: boolean;
  eagerFirst: boolean;
  testId: string;
};

/** One group of events under its heading (id: the heading's id and the section's test id). */
function EventSection({ id, title, ...grid }: GridProps & { id: string; title: string }) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="mb-6 text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      <EventGrid {...grid} />
    </section>
  );
}

function EventGrid({ cards, locale, t, draft, past, eagerFirst, testId }: GridProps) {
  return (
    <RecordGrid items={cards} testId={testId}>
      {(card, index) => (
        <article className="card overflow-hidden">
          <CardImage src={card.image} eager={eagerFirst && index === 0} />
          <div className="flex flex-1 flex-col gap-2 p-5">
            {card.draft ? <DraftBadge label={draft} /> : null}
            {past ? (
              <span className="w-fit rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                {t('pastEvent')}
              </span>
            ) : null}
            {card.date ? (
              <time dateTime={card.dateTime} className="text-sm font-medium text-brand-700">
                {card.date}
              </time>
            ) : (
              <p className="text-sm font-medium text-brand-700">{t('noDate')}</p>
            )}
            <h3 className="card-title">{card.title ?? t('noTitle')}</h3>
            <p className="card-text flex-1">{card.description ?? t('noDescription')}</p>
            <dl className="card-facts">
              {card.time ? (
                <>
                  <dt>{t('time')}</dt>
                  <dd>{t('timeValue', { time: card.time })}</dd>
                </>
              ) : null}
              <dt>{t('venue')}</dt>
              <dd>{card.location ?? t('noLocation')}</dd>
            </dl>
            {!past && !card.draft && card.dateTime ? (
              <a
                href={icsPath(card.id, locale)}
                aria-label={t('addToCalendarLabel', { title: card.title ?? t('noTitle') })}
                className="button button-primary mt-2"
              >
                {t('addToCalendar')}
              </a>
            ) : null}
          </div>
        </article>
      )}
    </RecordGrid>
  );
}
