import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { queueStrings } from '@/lib/offline/queue-strings';
import { SAVED_FORM_ID, SAVED_FORM_SCRIPT, type SavedFormTexts } from '@/lib/offline/saved-form-html';

/**
 * The offline page's empty slot where the service worker says a form posted without a network is
 * kept on the phone (lib/offline/saved-form-html.ts), with the words it needs in the page's
 * language, and the inline script that has the form sent when the network returns. Empty and
 * idle on every other use of the page.
 */
export async function SavedFormSlot({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FormQueue' });
  const { savedTitle, saved, reference, limit, full, sentTitle, sent, refusedTitle, refused } =
    await queueStrings(locale);
  const texts: SavedFormTexts = {
    savedTitle,
    saved,
    reference,
    limit,
    full,
    notKept: t('notKept'),
    sentTitle,
    sent,
    refusedTitle,
    refused,
  };
  return (
    <>
      <div
        id={SAVED_FORM_ID}
        data-texts={JSON.stringify(texts)}
        className="empty:hidden"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <script dangerouslySetInnerHTML={{ __html: SAVED_FORM_SCRIPT }} />
    </>
  );
}
