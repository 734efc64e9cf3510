import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getEventCards } from '@/lib/pocketbase/queries';
import type { EventCard } from '@/lib/pocketbase/reshape';
import { CardImage } from './card-image';
import { RecordState } from './record-state';

/** The async part of /events: a 1/2/3-column grid of event cards (SPEC §2 "Events"). */
export async function EventList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  let cards: EventCard[];
  try {
    cards = await getEventCards(locale);
  } catch (error) {
    console.error(`[events] list failed: ${String(error)}`);
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
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="record-grid">
      {cards.map((card, index) => (
        <li key={card.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <CardImage src={card.image} eager={index === 0} />
            <div className="flex flex-1 flex-col gap-2 p-5">
              {card.date ? (
                <time dateTime={card.dateTime} className="text-sm font-medium text-brand-700">
                  {card.date}
                </time>
              ) : (
                <p className="text-sm font-medium text-brand-700">{t('noDate')}</p>
              )}
              <h2 className="text-lg leading-snug font-semibold text-ink-900">
                {card.title ?? t('noTitle')}
              </h2>
              <p className="text-sm leading-relaxed break-words text-ink-700">
                {card.description ?? t('noDescription')}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
