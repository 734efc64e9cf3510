import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getWhyUsItems } from '@/lib/pocketbase/site-lists';
import { CardIcon } from './card-icon';
import { DraftMark } from './draft-mark';
import { HomeSection } from './home-section';

// Why choose us (docs/spec-summary.md, Home page): the published records of `why_us_items` by
// order (lib/pocketbase/site-lists.ts), numbered. In draft preview the drafts show too, marked.
export async function WhyUsSection({ locale }: { locale: Locale }) {
  const preview = (await draftMode()).isEnabled;
  const [t, tp, items] = await Promise.all([
    getTranslations({ locale, namespace: 'WhyUs' }),
    getTranslations({ locale, namespace: 'Preview' }),
    getWhyUsItems(locale, preview ? await draftRead() : undefined),
  ]);

  return (
    <HomeSection id="why-choose-us" title={t('heading')} intro={t('intro')} className="py-20">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((item, index) => {
          return (
            <li
              key={item.id}
              data-why-us={item.id}
              className="relative rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            >
              <span aria-hidden className="absolute top-4 right-5 text-3xl font-extrabold text-slate-200">
                {index + 1}
              </span>
              <CardIcon name={item.icon} className="mb-4 size-9 text-brand-600" />
              <h3 className="text-lg font-semibold">
                {item.draft && <DraftMark label={tp('draft')} />}
                {item.title}
              </h3>
              <p className="mt-2 text-ink-500">{item.description}</p>
            </li>
          );
        })}
      </ol>
    </HomeSection>
  );
}
