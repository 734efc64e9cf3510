import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { type RefusalReason, reasonText } from '@/lib/contact/reply';
import { CONTACT_ERROR_KEYS, CONTACT_FIELDS, type ContactErrorKey } from '@/lib/contact/fields';
import { answerCookie } from '@/lib/forms/answer-cookie';
import { isLocale } from '@/lib/i18n/locales';

// Where a contact form posted without scripts comes back when it is refused (invalid fields, the
// rate limit, an outage): POST /api/contact and /api/contact/limited answer it with a 303 here and
// the signed answer cookie (lib/forms/answer-cookie.ts) holding what was typed and the reasons.
// The form is drawn again by its own component, filled in, with each reason beside its field.
// An answer page: the only kind of page that reads a cookie; `private, no-store` and `noindex`
// (next.config.ts); the cookie expires within minutes and is sent to this path only.

type Props = { params: Promise<{ locale: string }> };

const REASONS: readonly RefusalReason[] = ['invalidFields', 'rateLimited', 'failure'];
const isErrorKey = (key: string): key is ContactErrorKey =>
  (CONTACT_ERROR_KEYS as readonly string[]).includes(key);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return { title: t('refused.pageTitle'), robots: { index: false, follow: false } };
}

export default async function ContactRefused({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const jar = await cookies();
  const answer = answerCookie('contact').read((name) => jar.get(name)?.value);
  const reason = REASONS.find((known) => known === answer?.reason) ?? 'invalidFields';
  const errors = Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) => {
      const key = answer?.errors[field];
      return key && isErrorKey(key) ? [[field, t(`errors.${key}`)]] : [];
    }),
  );
  return (
    <section
      id="contact"
      aria-labelledby="contact-refused-title"
      className="mx-auto max-w-2xl space-y-4 px-4 pt-28 pb-16"
    >
      <h1 id="contact-refused-title" className="text-2xl font-bold text-ink-900">
        {t('refused.pageTitle')}
      </h1>
      {answer ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {reasonText(t, reason)}
        </p>
      ) : null}
      <ContactForm locale={locale} title="h2" initial={{ values: answer?.values ?? {}, errors }} />
    </section>
  );
}
