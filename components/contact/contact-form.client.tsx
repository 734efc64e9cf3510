'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { notify } from '@/components/toast/notify';
import type { ContactFormStrings } from '@/lib/contact/form-strings';
import type { Locale } from '@/lib/i18n/routing';
import {
  CONTACT_FIELDS,
  type ContactErrorKey,
  type ContactField,
  EMAIL_MAX,
  INQUIRY_TYPES,
  type InquiryType,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  VACANCY_TITLE_MAX,
  validateContact,
} from '@/lib/contact/rules';
import { RECORD_ID } from '@/lib/pocketbase/record-id';
import { Field, fieldProps, inputClass, TextField } from './contact-field';

type FieldErrors = Partial<Record<ContactField, string>>;

// docs/spec-summary.md, Contact form states: idle → submitting → success (form cleared) | error
// (content kept).
type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; fieldErrors: FieldErrors };

function serverFieldErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || !('fieldErrors' in body)) return {};
  const raw = body.fieldErrors;
  if (typeof raw !== 'object' || raw === null) return {};
  const result: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string') result[field] = value;
  }
  return result;
}

type Vacancy = { id: string; title: string };

/**
 * What the address asks the form to fill in: `?inquiry=<type>&vacancy=<id>&vacancyTitle=<title>`
 * (the "Ask about this job" link of a /jobs page). Read in the browser: the home page is cached
 * as one page for every address.
 */
function linkedInquiry(search: string): { type: InquiryType | null; vacancy: Vacancy | null } {
  const query = new URLSearchParams(search);
  const type = query.get('inquiry');
  const id = query.get('vacancy') ?? '';
  const title = (query.get('vacancyTitle') ?? '').trim().slice(0, VACANCY_TITLE_MAX);
  return {
    type: (INQUIRY_TYPES as readonly (string | null)[]).includes(type) ? (type as InquiryType) : null,
    vacancy: RECORD_ID.test(id) ? { id, title } : null,
  };
}

/**
 * The vacancy the address names, once hydrated, and the ref of the inquiry type select, which is
 * set to the type the address names.
 */
function useLinkedInquiry() {
  const [vacancy, setVacancy] = useState<Vacancy | null>(null);
  const typeSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const linked = linkedInquiry(window.location.search);
    if (linked.type && typeSelect.current) typeSelect.current.value = linked.type;
    // Syncs with the address, which React does not own; read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (linked.vacancy) setVacancy(linked.vacancy);
  }, []);
  return { vacancy, typeSelect };
}

/** The vacancy an inquiry is about, shown above the fields, with its hidden fields. */
function VacancyNotice({ vacancy, label }: { vacancy: Vacancy; label: string }) {
  return (
    <>
      <input type="hidden" name="vacancy" value={vacancy.id} />
      <input type="hidden" name="vacancyTitle" value={vacancy.title} />
      <p
        data-testid="contact-vacancy"
        className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink-900"
      >
        {label}: <strong className="font-semibold break-words">{vacancy.title || vacancy.id}</strong>
      </p>
    </>
  );
}

export function ContactFormClient({
  locale,
  labelledBy,
  strings,
}: {
  locale: Locale;
  labelledBy: string;
  strings: ContactFormStrings;
}) {
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const errors: FieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const submitting = state.status === 'submitting';
  const { vacancy, typeSelect } = useLinkedInquiry();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = validateContact(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const [field, key] of Object.entries(parsed.errors) as [ContactField, ContactErrorKey][]) {
        fieldErrors[field] = strings.errors[key];
      }
      // Drawn now, so the first field to fix is announced with its reason when it takes the focus.
      flushSync(() => setState({ status: 'error', fieldErrors }));
      const first = CONTACT_FIELDS.find((field) => field in fieldErrors);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setState({ status: 'submitting' });
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...parsed.data,
          ...(vacancy ? { vacancy: vacancy.id, vacancyTitle: vacancy.title } : {}),
          website: values.website ?? '',
          locale,
        }),
      });
      if (response.ok) {
        form.reset();
        setState({ status: 'success' });
        notify.success(strings.success);
        return;
      }
      const body: unknown = response.status === 400 ? await response.json().catch(() => null) : null;
      setState({ status: 'error', fieldErrors: serverFieldErrors(body) });
      notify.error(strings.failure);
    } catch {
      setState({ status: 'error', fieldErrors: {} });
      notify.error(strings.unexpected);
    }
  }

  const text = { labels: strings, errors };
  return (
    // method and action: a form sent before the page's scripts have run (or when they never arrive)
    // still reaches /api/contact, which answers it with a page of its own; with scripts, onSubmit
    // sends it and the page stays. Without them a form would send its fields in the address.
    // noValidate: the browser's own messages ("Please fill out this field.") come in the browser's
    // language, not the page's. onSubmit checks the form with the site's rules and messages; a form
    // sent without scripts gets them from /api/contact's answer page, in the page's language too.
    <form
      method="post"
      action="/api/contact"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative space-y-4"
    >
      <input type="hidden" name="locale" value={locale} />
      {vacancy ? <VacancyNotice vacancy={vacancy} label={strings.vacancy} /> : null}
      <TextField {...text} name="name" type="text" maxLength={NAME_MAX} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text} name="email" type="email" maxLength={EMAIL_MAX} autoComplete="email" />
        <TextField
          {...text}
          name="phone"
          type="tel"
          maxLength={PHONE_MAX}
          autoComplete="tel"
          placeholder={strings.phonePlaceholder}
        />
      </div>
      <Field name="inquiryType" label={strings.inquiryType} error={errors.inquiryType}>
        <select
          {...fieldProps('inquiryType', errors.inquiryType)}
          ref={typeSelect}
          required
          defaultValue="general"
          className={inputClass}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {strings.types[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={strings.message} error={errors.message}>
        <textarea
          {...fieldProps('message', errors.message)}
          required
          rows={5}
          maxLength={MESSAGE_MAX}
          className={inputClass}
        />
      </Field>
      {/* Honeypot: hidden from people and assistive tech; bots that fill it are answered but ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{strings.honeypot}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {submitting ? strings.submitting : strings.submit}
      </button>
    </form>
  );
}
