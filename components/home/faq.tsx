import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getFaqItems } from '@/lib/pocketbase/lists';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getSettings } from '@/lib/pocketbase/settings';
import { Icon } from '@/components/ui/icon';
import { FaqIsland } from './home-islands.client';

// The answer's markup comes sanitized (lib/html/sanitize.ts sanitizeFaqAnswer): paragraphs, lists,
// bold drawn red (the COE of the documents answer), links. Styled here, since the markup carries
// no classes.
const ANSWER =
  'space-y-2 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_li]:marker:text-brand-600 [&_strong]:font-bold [&_strong]:text-[#b91c1c] [&_b]:font-bold [&_b]:text-[#b91c1c] [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline';

/**
 * The home page's FAQ: every published item of `faq_items` by order (lib/pocketbase/lists.ts).
 * The questions are `<details>` of one `name`: each answer opens with no script, and the browser
 * keeps one open at a time (an exclusive accordion: Chrome 120, Safari 17.2, Firefox 130); the
 * script of ./faq.client.tsx keeps that rule where a browser does not. In draft preview the drafts
 * show too, marked.
 */
export async function Faq({ locale }: { locale: Locale }) {
  const preview = (await draftMode()).isEnabled;
  const [t, draft, items, company] = await Promise.all([
    getTranslations({ locale, namespace: 'Faq' }),
    getTranslations({ locale, namespace: 'Preview' }),
    getFaqItems(locale, preview ? await draftRead() : undefined),
    getSettings(),
  ]);

  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold text-ink-900">{t('title')}</h2>
      <FaqIsland className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.id} name="faq" className="group" data-testid="faq-item">
            <summary
              id={`faq-q-${item.id}`}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden"
            >
              <h3 className="min-w-0 break-words">
                {item.draft && (
                  <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    {draft('draft')}
                  </span>
                )}
                {item.question}
              </h3>
              <Icon
                name="chevron-down"
                aria-hidden
                className="shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div
              id={`faq-a-${item.id}`}
              role="region"
              aria-labelledby={`faq-q-${item.id}`}
              className="px-4 pb-5 text-ink-700 sm:px-5"
            >
              {/* Sanitized above (lib/html/sanitize.ts): never the editor's raw HTML. */}
              <div className={ANSWER} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              {item.whatsappLink && (
                <p className="mt-3">
                  {t('whatsappPrompt')}{' '}
                  <a
                    href={company.whatsapp.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
                  >
                    {t('whatsappLink')}
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                </p>
              )}
            </div>
          </details>
        ))}
      </FaqIsland>
    </div>
  );
}
