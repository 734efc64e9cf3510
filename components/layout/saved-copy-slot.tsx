import { getTranslations } from 'next-intl/server';
import { SAVED_COPY_ID, TIME_TOKEN } from '@/lib/offline/saved-html';

/**
 * An empty slot on every page where the service worker writes "a saved copy from …" when it serves
 * the page from its cache (lib/offline/saved-html.ts). The words come from here, in the page's
 * language; online it stays empty and takes no space. Filled, it sits in the page's flow just
 * under the fixed bar, so it covers nothing (the menu, a link).
 */
export async function SavedCopySlot() {
  const t = await getTranslations('Offline');
  return (
    <div
      id={SAVED_COPY_ID}
      data-template={t('savedCopy', { time: TIME_TOKEN })}
      className="mt-20 bg-ink-900 px-4 py-2 text-center text-sm text-white empty:hidden"
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
