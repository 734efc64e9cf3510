import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { getSettings } from '@/lib/pocketbase/settings';
import type { Locale } from '@/lib/i18n/routing';
import { whatsappChatUrl } from '@/lib/whatsapp';

/**
 * A chat with the agency on WhatsApp, one tap away on every page (the layout draws it after the
 * footer). It opens with a greeting in the page's language. A plain link: no script.
 * Below 1024 px it is a tab on the right edge of the screen, as wide as `--whatsapp-tab`, and the
 * pages keep a lane of that width clear for it from top to bottom (`--whatsapp-lane`,
 * app/globals.css): it is always on screen and never over a page's link, field or fact, at any
 * scroll position (e2e/whatsapp.spec.ts). From 1024 px, a labelled button in the corner; the
 * footer's bottom padding keeps its links clear of it at the end of the page
 * (components/layout/footer.tsx). It stays clear of the toasts (sonner's, at the top:
 * components/toast/toaster.tsx); below the navigation bar's menu and the dialogs (z-40, z-50).
 */
export async function WhatsAppButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WhatsAppButton' });
  const company = await getSettings();
  return (
    // A landmark of its own: everything on a page sits in one (axe's region rule).
    <aside aria-label={t('text')}>
      <a
        href={whatsappChatUrl(company.whatsapp.digits, t('greeting'))}
        target="_blank"
        rel="noopener"
        aria-label={t('label')}
        data-testid="whatsapp-button"
        className="fixed right-0 bottom-4 z-30 flex h-14 w-(--whatsapp-tab) items-center justify-center gap-2 rounded-l-2xl bg-green-700 text-white shadow-lg shadow-ink-900/25 hover:bg-green-800 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white lg:right-6 lg:bottom-6 lg:h-12 lg:w-auto lg:rounded-full lg:px-5 lg:focus-visible:outline-offset-2 lg:focus-visible:outline-green-700 print:hidden"
      >
        <Icon name="whatsapp" aria-hidden className="size-6" />
        <span className="hidden font-semibold lg:inline">{t('text')}</span>
      </a>
    </aside>
  );
}
