import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';
import { formatFileSize } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { getPreviewResourceCards } from '@/lib/pocketbase/preview-queries';
import { getResourceCards } from '@/lib/pocketbase/queries';
import type { ResourceCategory } from '@/lib/pocketbase/reshape';
import { DownloadLink } from './download-link.client';
import { DraftBadge } from './draft-badge';
import { loadRecords, RecordGrid } from './record-grid';
import { RecordState } from './record-state';

// One icon per category of the fixed list; any other category gets the default
// (docs/spec-summary.md, Constants).
const CATEGORY_ICONS: Record<ResourceCategory, IconName> = {
  studyMaterials: 'book-open',
  visaInformation: 'passport',
  workCulture: 'briefcase',
  forms: 'file-pen',
  legal: 'scale-balanced',
};

/**
 * The async part of /documents (docs/spec-summary.md, Record pages); in draft preview, unpublished
 * resources too, marked.
 */
export async function ResourceList({ locale, preview = false }: { locale: Locale; preview?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Documents' });
  const draft = (await getTranslations({ locale, namespace: 'Preview' }))('draft');
  const cards = await loadRecords('documents', () =>
    preview ? getPreviewResourceCards(locale) : getResourceCards(locale),
  );
  if (!cards) {
    return <RecordState kind="error" title={t('errorTitle')} description={t('failedDescription')} />;
  }
  if (cards.length === 0) {
    return <RecordState kind="empty" title={t('emptyTitle')} description={t('emptyDescription')} />;
  }
  return (
    <RecordGrid items={cards}>
      {(card) => {
        const icon: IconName = card.categoryKey ? CATEGORY_ICONS[card.categoryKey] : 'file-lines';
        const category = card.categoryKey ? t(`categories.${card.categoryKey}`) : card.category;
        const size = formatFileSize(card.fileSize, locale);
        return (
          <article className="card gap-3 p-5">
            {card.draft ? <DraftBadge label={draft} /> : null}
            <div className="flex items-start gap-3">
              <span className="card-icon">
                <Icon name={icon} aria-hidden className="size-6" data-icon={card.categoryKey ?? 'default'} />
              </span>
              <div className="min-w-0">
                <h2 className="card-title">{card.title}</h2>
                {category ? <p className="text-sm text-ink-500">{category}</p> : null}
              </div>
            </div>
            <p className="card-text flex-1">{card.description}</p>
            <dl className="card-facts">
              <dt>{t('fileType')}</dt>
              <dd>{card.fileType}</dd>
              <dt>{t('fileSize')}</dt>
              <dd>{size ?? ''}</dd>
              <dt>{t('uploaded')}</dt>
              <dd>{card.date ? <time dateTime={card.dateTime}>{card.date}</time> : null}</dd>
            </dl>
            <DownloadLink
              href={card.href}
              label={t('downloadLabel', { title: card.title })}
              toast={{
                title: t('downloadStartedTitle'),
                description: t('downloadStartedDescription', { title: card.title }),
              }}
            >
              <Icon name="download" aria-hidden />
              {t('download')}
            </DownloadLink>
          </article>
        );
      }}
    </RecordGrid>
  );
}
