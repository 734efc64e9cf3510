'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SubmitButton } from '@/components/ui/submit-button';
import { notify } from '@/components/toast/notify';
import type { ContactFormStrings } from '@/lib/contact/form-strings';
import type { Locale } from '@/lib/i18n/routing';
import { CONTACT_FIELDS, type ContactFieldErrors } from '@/lib/contact/fields';
import { makeReference } from '@/lib/forms/reference';
import { loadQueue, offline } from '@/lib/offline/queue-loader';
import { SLOT } from '@/lib/offline/queue-limits';
import type { QueueStrings } from '@/lib/offline/queue-strings';
import { newRecordId } from '@/lib/record-id';
import { QueuedNotice } from '@/components/ui/queued-notice';
import { useWaitingForm } from '@/components/ui/use-waiting-form';
import { ContactFields, type FieldErrors } from './contact-fields';
import { linkedInquiry, type Vacancy, vacancyOf } from './linked-inquiry';
import { focusRefusal, RefusalNotice } from './refusal';
import { anotherClass, SentNotice } from './sent-notice';

// docs/spec-summary.md, Contact form states: idle → submitting → sent (the form gives way to the
// confirmation, which stays until "Send another message" brings back an empty form) | error
// (content kept) | queued (no network: kept on the phone, lib/offline/form-queue.ts; then sent, or
// error with the content back should the server refuse it).
type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'sent'; reference: string }
  | { status: 'queued'; reference: string }
  | { status: 'error'; fieldErrors: FieldErrors; refusal?: string };

/** What a refused form brings back (the refused page): the typed values and translated reasons. */
export type ContactFormInitial = { values: Record<string, string>; errors: FieldErrors };

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

function referenceOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null && 'reference' in body ? body.reference : '';
  return typeof value === 'string' ? value : '';
}

/**
 * The vacancy the form is about (the refused form's, else the address's once hydrated), and the
 * ref of the inquiry type select, which is set to the type the address names.
 */
function useLinkedInquiry(initial: Vacancy | null) {
  const [vacancy, setVacancy] = useState<Vacancy | null>(initial);
  const typeSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (initial) return;
    const linked = linkedInquiry(window.location.search);
    if (linked.type && typeSelect.current) typeSelect.current.value = linked.type;
    // Syncs with the address, which React does not own; read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (linked.vacancy) setVacancy(linked.vacancy);
  }, [initial]);
  return { vacancy, setVacancy, typeSelect };
}

/** The schema's error keys as the form shows them. */
function translated(keys: ContactFieldErrors, strings: ContactFormStrings): FieldErrors {
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, strings.errors[key]]),
  ) as FieldErrors;
}

/**
 * The contact schema (lib/contact/schema.ts, zod), fetched when the form is first used rather than
 * with the page. Should it not arrive (a dropped connection), the route checks the form alone and
 * its answer names the fields to fix.
 */
const loadSchema = () => import('@/lib/contact/schema').catch(() => null);

/** The form's values as they are sent, or the reasons per field, translated. */
async function check(typed: Record<string, string>, strings: ContactFormStrings) {
  const rules = await loadSchema();
  const fields = (values: Record<string, unknown>) =>
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]]));
  if (!rules) return { ok: true as const, data: fields(typed) };
  const parsed = rules.contactSchema.safeParse(typed);
  if (parsed.success) return { ok: true as const, data: fields(parsed.data) };
  return { ok: false as const, fieldErrors: translated(rules.contactFieldErrors(parsed.error), strings) };
}

/**
 * Sends the checked form; resolves to the next state, and tells the visitor of a failure, but for
 * want of a network ('offline': the form is kept instead).
 */
async function send(
  data: Record<string, unknown>,
  strings: ContactFormStrings,
): Promise<FormState | { status: 'offline' }> {
  if (offline()) return { status: 'offline' };
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    // The route's answers are small JSON; a proxy's refusal (nginx's 429 page) is no JSON: null.
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { status: 'sent', reference: referenceOf(body) };
    notify.error(strings.failure);
    const error = (body as { error?: unknown } | null)?.error;
    const refusal = typeof error === 'string' && error !== '' ? error : strings.failure.description;
    return { status: 'error', fieldErrors: serverFieldErrors(body), refusal };
  } catch {
    return { status: 'offline' };
  }
}

type Payload = Record<string, unknown> & { id: string; reference: string };

/** The inquiry as the queue keeps it: the same JSON body, sent again as it is. */
function waitingInquiry(payload: Payload) {
  const json = JSON.stringify(payload);
  // A UTF-16 code unit is at most 3 bytes of UTF-8.
  return {
    id: payload.id,
    reference: payload.reference,
    kind: 'contact' as const,
    url: '/api/contact',
    json,
    bytes: json.length * 3,
  };
}

/** The queue is full, or there is none (its script or IndexedDB missing): the form fails as before. */
function failedToKeep(
  kept: 'full' | 'unavailable',
  queue: QueueStrings,
  strings: ContactFormStrings,
): FormState {
  notify.error(kept === 'full' ? { title: queue.savedTitle, description: queue.full } : strings.unexpected);
  return { status: 'error', fieldErrors: {} };
}

/**
 * No network: keeps the form on the phone (lib/offline/form-queue.ts) and shows what became of it
 * once it is sent, or the form again, with what was typed, should the server refuse it.
 */
function useKeepInquiry(
  queue: QueueStrings,
  strings: ContactFormStrings,
  setState: (state: FormState) => void,
  setValues: (values: Record<string, string>) => void,
) {
  const keep = useWaitingForm();
  return async function keepInquiry(payload: Payload, typed: Record<string, string>): Promise<FormState> {
    const kept = await keep(waitingInquiry(payload), (outcome) => {
      if (outcome.status === 'sent') return setState({ status: 'sent', reference: outcome.reference });
      notify.error({
        title: queue.refusedTitle,
        description: queue.refused.replace(SLOT.reason, outcome.reason),
      });
      setState({ status: 'error', fieldErrors: {} });
    });
    if (kept !== 'queued') return failedToKeep(kept, queue, strings);
    setValues(typed);
    return { status: 'queued', reference: payload.reference };
  };
}

const initialState = (initial: ContactFormInitial | undefined): FormState =>
  initial ? { status: 'error', fieldErrors: initial.errors } : { status: 'idle' };

export function ContactFormClient({
  locale,
  labelledBy,
  strings,
  queue,
  initial,
}: {
  locale: Locale;
  labelledBy: string;
  strings: ContactFormStrings;
  /** What the form says when it is kept offline (lib/offline/queue-strings.ts). */
  queue: QueueStrings;
  initial?: ContactFormInitial;
}) {
  const [values, setValues] = useState(initial?.values ?? {});
  const [state, setState] = useState<FormState>(initialState(initial));
  const errors: FieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const submitting = state.status === 'submitting';
  const { vacancy, setVacancy, typeSelect } = useLinkedInquiry(
    initial ? vacancyOf(initial.values.vacancy, initial.values.vacancyTitle) : null,
  );
  const notice = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  const keepInquiry = useKeepInquiry(queue, strings, setState, setValues);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const typed = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const checked = await check(typed, strings);
    if (!checked.ok) {
      const { fieldErrors } = checked;
      // Drawn now, so the first field to fix is announced with its reason when it takes the focus.
      flushSync(() => setState({ status: 'error', fieldErrors }));
      return focusRefusal(form, fieldErrors, null);
    }
    setState({ status: 'submitting' });
    const about = vacancy ? { vacancy: vacancy.id, vacancyTitle: vacancy.title } : {};
    // The record id and reference, made here at the first try: a send repeated from the queue is
    // then the same inquiry to the server (lib/forms/client-ids.ts).
    const ids = { id: newRecordId(), reference: makeReference() };
    const payload = { ...checked.data, ...about, website: typed.website ?? '', locale, ...ids };
    const sent = await send(payload, strings);
    const next = sent.status === 'offline' ? await keepInquiry(payload, typed) : sent;
    // The confirmation takes the form's place and the focus, so it is read out and stays; a
    // refusal takes it too (the first field to fix, else the reason beside "Send"), in view.
    flushSync(() => setState(next));
    if (next.status === 'sent' || next.status === 'queued') notice.current?.focus();
    if (next.status === 'error') focusRefusal(form, next.fieldErrors, refusal.current);
  }

  /** "Send another message": an empty form, every field as on a fresh page (no vacancy, type general). */
  function another() {
    flushSync(() => {
      setValues({});
      setVacancy(null);
      setState({ status: 'idle' });
    });
    document.getElementById('contact-name')?.focus();
  }

  if (state.status === 'queued')
    return <QueuedNotice ref={notice} strings={queue} reference={state.reference} />;

  if (state.status === 'sent') {
    return (
      <SentNotice
        ref={notice}
        strings={strings.sent}
        reference={state.reference}
        heading="h3"
        action={
          <button type="button" onClick={another} className={anotherClass}>
            {strings.sent.another}
          </button>
        }
      />
    );
  }

  return (
    // method and action: a form sent before the page's scripts have run (or when they never arrive)
    // still reaches /api/contact, which answers it with a 303 to one of the answer pages
    // (app/[locale]/contact); with scripts, onSubmit sends it and the page stays. Without them a
    // form would send its fields in the address.
    // noValidate: the browser's own messages ("Please fill out this field.") come in the browser's
    // language, not the page's. onSubmit checks the form with the site's schema and messages.
    <form
      method="post"
      action="/api/contact"
      noValidate
      onSubmit={onSubmit}
      // The schema and the offline queue are fetched once the visitor starts on the form, so they
      // are there by "Send", with or without a network then.
      onFocus={() => void Promise.all([loadSchema(), loadQueue()])}
      aria-labelledby={labelledBy}
      aria-describedby="contact-required-note"
      className="relative space-y-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <ContactFields
        strings={strings}
        errors={errors}
        values={values}
        vacancy={vacancy}
        typeSelect={typeSelect}
      />
      {state.status === 'error' && state.refusal ? (
        <RefusalNotice ref={refusal} text={state.refusal} />
      ) : null}
      <SubmitButton busy={submitting} label={strings.submit} busyLabel={strings.submitting} />
    </form>
  );
}
