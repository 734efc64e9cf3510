import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { legalDocuments } from '@/content/about';
import { getSettings } from '@/lib/pocketbase/settings';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { getLegalDocuments } from '@/lib/pocketbase/queries';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getAboutCards } from '@/lib/pocketbase/site-lists';
import { CardIcon } from './card-icon';
import { DirectorMessage } from './director-message';
import { DraftMark } from './draft-mark';
import { HomeSection } from './home-section';
import { TeamList } from './team-list';

type LegalLink = { id: string; title: string; href: string; pdf: boolean };

/**
 * The registration card's links: the files of the Legal records in PocketBase (one source with
 * /documents, so an editor's replacement shows here too), or /documents itself, under the titles
 * of content/about.ts, when PocketBase fails or holds none.
 */
async function legalLinks(locale: Locale): Promise<LegalLink[]> {
  try {
    const records = (await getLegalDocuments(locale)).filter((doc) => doc.title);
    if (records.length > 0) return records.map((doc) => ({ ...doc, pdf: true }));
  } catch (error) {
    console.error(`[about] legal documents failed: ${String(error)}`);
  }
  const href = getPathname({ href: '/documents', locale });
  return legalDocuments.map((doc) => ({ id: doc.id, title: doc.title[locale], href, pdf: false }));
}

// About (docs/spec-summary.md, Home page): the published records of `about_cards` by order
// (lib/pocketbase/site-lists.ts; the seed's are registration, headquarters, visa expertise, vision,
// mission), both teams, director. A card may add the legal documents (and is twice as wide) or the
// Tokyo address. In draft preview the drafts show too, marked.
export async function AboutSection({ locale }: { locale: Locale }) {
  const preview = (await draftMode()).isEnabled;
  const [t, tp, legal, company, cards] = await Promise.all([
    getTranslations({ locale, namespace: 'About' }),
    getTranslations({ locale, namespace: 'Preview' }),
    legalLinks(locale),
    getSettings(),
    getAboutCards(locale, preview ? await draftRead() : undefined),
  ]);
  const fill = (text: string) =>
    text.replaceAll('{licence}', company.licence).replaceAll('{year}', String(company.foundedYear));

  return (
    <HomeSection id="about" title={t('heading')} intro={t('intro')} className="bg-slate-50 py-20">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          return (
            <li
              key={card.id}
              data-about-card={card.id}
              className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${card.shows === 'legal_documents' ? 'md:col-span-2' : ''}`}
            >
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <CardIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">
                {card.draft && <DraftMark label={tp('draft')} />}
                {card.title}
              </h3>
              <p className="mt-2 text-ink-700">{fill(card.body)}</p>
              {card.shows === 'legal_documents' && (
                <div className="mt-4">
                  <h4 className="text-sm font-semibold text-ink-500">{t('legalDocuments')}</h4>
                  <ul className="mt-2 space-y-2">
                    {legal.map((doc) => (
                      <li key={doc.id}>
                        <a
                          href={doc.href}
                          type={doc.pdf ? 'application/pdf' : undefined}
                          className="inline-flex items-start gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
                        >
                          <Icon name="file-pdf" aria-hidden className="mt-1 shrink-0" />
                          {doc.pdf ? `${doc.title} (PDF)` : doc.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {card.shows === 'tokyo_address' && (
                <p className="mt-4 text-sm text-ink-700">
                  <span className="font-semibold">{t('address')}: </span>
                  {company.tokyoAddress[locale]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <TeamList locale={locale} />
      <DirectorMessage locale={locale} heading={t('directorHeading')} />
    </HomeSection>
  );
}
