import { getTranslations } from 'next-intl/server';
import { getSettings } from '@/lib/pocketbase/settings';
import { faqItems, type FaqAnswer, type FaqLinkLine } from '@/content/faq';
import type { Locale } from '@/lib/i18n/routing';
import { Icon } from '@/components/ui/icon';
import { FaqIsland } from './home-islands.client';

/** Draws `[[…]]` as the highlight (answer 5's COE, in red). */
function Marked({ text }: { text: string }) {
  return text.split(/\[\[(.+?)\]\]/).map((part, index) =>
    index % 2 === 1 ? (
      <strong key={index} className="font-bold text-[#b91c1c]">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}

function Answer({
  answer,
  newTab,
  linkTargets,
}: {
  answer: FaqAnswer;
  newTab: string;
  linkTargets: Record<FaqLinkLine['target'], string>;
}) {
  if (answer.kind === 'text') return <p>{answer.text}</p>;
  return (
    <>
      {answer.intro && <p className="mb-2">{answer.intro}</p>}
      <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
        {answer.items.map((item) => (
          <li key={item}>
            <Marked text={item} />
          </li>
        ))}
      </ul>
      {answer.linkLine && (
        <p className="mt-3">
          {answer.linkLine.text}{' '}
          <a
            href={linkTargets[answer.linkLine.target]}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            {answer.linkLine.label}
            <span className="sr-only"> {newTab}</span>
          </a>
        </p>
      )}
    </>
  );
}

/**
 * The questions are `<details>` of one `name`: each answer opens with no script, and the browser
 * keeps one open at a time (an exclusive accordion: Chrome 120, Safari 17.2, Firefox 130); the
 * script of ./faq.client.tsx keeps that rule where a browser does not.
 */
export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const linkTargets = { whatsapp: (await getSettings()).whatsapp.url };

  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold text-ink-900">{t('title')}</h2>
      <FaqIsland className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqItems.map((item) => (
          <details key={item.id} name="faq" className="group">
            <summary
              id={`faq-q-${item.id}`}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden"
            >
              <h3>{item.question[locale]}</h3>
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
              <Answer answer={item.answer[locale]} newTab={t('newTab')} linkTargets={linkTargets} />
            </div>
          </details>
        ))}
      </FaqIsland>
    </div>
  );
}
