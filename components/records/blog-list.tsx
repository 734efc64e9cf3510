import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getBlogCards } from '@/lib/pocketbase/queries';
import { BlogCard } from './blog-card';
import { loadRecords, RecordGrid } from './record-grid';
import { RecordState } from './record-state';

/**
 * The list of /blog: its cards, or the empty or failed state (behind the spinner only where the
 * page streams, see record-page.tsx). `quiet` while a redirect notice (invalid/failed post) owns
 * the single toast, so its message is not replaced.
 */
export async function BlogList({ locale, quiet = false }: { locale: Locale; quiet?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'BlogList' });
  const cards = await loadRecords('blog', () => getBlogCards(locale));
  if (!cards) {
    return (
      <RecordState kind="error" title={t('errorTitle')} description={t('failedDescription')} quiet={quiet} />
    );
  }
  if (cards.length === 0) {
    return (
      <RecordState
        kind="empty"
        title={t('emptyTitle')}
        description={t('emptyDescription')}
        hint={t('emptyHint')}
        quiet={quiet}
      />
    );
  }
  const labels = {
    untitled: t('untitled'),
    noContent: t('noContent'),
    readMore: t('readMore'),
    readMoreLabel: (title: string) => t('readMoreLabel', { title }),
  };
  return (
    <RecordGrid items={cards}>
      {(card, index) => <BlogCard card={card} labels={labels} eager={index === 0} />}
    </RecordGrid>
  );
}
