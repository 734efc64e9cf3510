import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { faqItems, type FaqAnswer, type FaqLinkLine } from '@/content/faq';
import type { Locale } from '@/lib/i18n/routing';
import { FaqAccordion } from './faq.client';

const linkTargets = { whatsapp: company.whatsapp } as const satisfies Record<FaqLinkLine['target'], string>;

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

function Answer({ answer, newTab }: { answer: FaqAnswer; newTab: string }) {
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

export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const items = faqItems.map((item) => ({
    id: item.id,
    question: item.question[locale],
    answer: <Answer answer={item.answer[locale]} newTab={t('newTab')} />,
  }));

  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold text-ink-900">{t('title')}</h2>
      <FaqAccordion items={items} />
    </div>
  );
}
