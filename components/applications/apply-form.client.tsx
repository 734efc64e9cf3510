'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SubmitButton } from '@/components/ui/submit-button';
import { CV_FILE_MAX_BYTES, CV_MAX_PHOTOS, CV_PDF, type ErrorField } from '@/lib/applications/fields';
import { clearDraft, draftIds, restoreDraft, saveDraft, typedValues } from '@/lib/applications/draft';
import { prepareCvFiles } from '@/lib/applications/photos';
import type { Locale } from '@/lib/i18n/locales';
import { loadQueue, offline } from '@/lib/offline/queue-loader';
import { SLOT } from '@/lib/offline/queue-limits';
import type { QueueStrings } from '@/lib/offline/queue-strings';
import { QueuedNotice } from '@/components/ui/queued-notice';
import { useWaitingForm } from '@/components/ui/use-waiting-form';
import { ApplyFields, type ApplyFieldsProps } from './apply-fields';

type Errors = Partial<Record<ErrorField, string>>;

/**
 * The shared schema (zod), fetched when the form is first used rather than with the page: no part
 * of the page's first-load JS. Without it (the fetch failed) the server checks the fields alone.
 */
const loadSchema = () => import('@/lib/applications/schema').catch(() => null);
/** The form's message above its fields; `whatsapp`: offer WhatsApp as the other way to apply. */
export type Notice = { text: string; whatsapp: boolean } | null;

/** The CV rule the browser can check before sending (the server checks the bytes). */
function cvError(files: File[]): 'cvRequired' | 'cvMixed' | 'cvTooMany' | 'cvTooLarge' | null {
  if (files.length === 0) return 'cvRequired';
  const pdfs = files.filter((file) => file.type === CV_PDF).length;
  if (pdfs > 0 && files.length > 1) return pdfs === files.length ? 'cvTooMany' : 'cvMixed';
  if (files.length > CV_MAX_PHOTOS) return 'cvTooMany';
  if (files.some((file) => file.size > CV_FILE_MAX_BYTES)) return 'cvTooLarge';
  return null;
}

function answerErrors(body: unknown): Errors {
  const raw = (body as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string')) as Errors;
}

type Outcome = { location: string } | { errors: Errors; notice: Notice } | { offline: true };

/** Sends the form to /api/apply and reads its JSON answer; `offline` for want of a network. */
async function post(action: string, body: FormData, failure: string): Promise<Outcome> {
  if (offline()) return { offline: true };
  try {
    const response = await fetch(action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
    const answer: unknown = await response.json().catch(() => null);
    const location = (answer as { location?: unknown } | null)?.location;
    if (response.ok && typeof location === 'string' && location.startsWith('/')) return { location };
    const error = (answer as { error?: unknown } | null)?.error;
    const text = typeof error === 'string' ? error : failure;
    const whatsapp = (answer as { whatsapp?: unknown } | null)?.whatsapp === true;
    return { errors: answerErrors(answer), notice: { text, whatsapp } };
  } catch {
    return { offline: true };
  }
}

/** The application as the queue keeps it (lib/offline/form-queue.ts): its fields and files. */
function waitingApplication(url: string, body: FormData) {
  const fields: [string, string][] = [];
  const files: { name: string; type: string; blob: Blob }[] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields.push([name, value]);
    else files.push({ name: value.name, type: value.type, blob: value });
  }
  const text = fields.reduce((sum, [name, value]) => sum + name.length + value.length * 3, 0);
  const id = body.get('id') as string;
  const reference = body.get('reference') as string;
  const bytes = text + files.reduce((sum, file) => sum + file.blob.size, 0);
  return { id, reference, kind: 'apply' as const, url, fields, files, bytes };
}

/**
 * No network: keeps the application on the phone; once sent, the page goes to its answer page
 * (the reference); should the server refuse it, the form (hidden meanwhile, still filled in) comes
 * back with the reason. `kept`: whether it was kept; if not, the failure is shown as before.
 */
function useKeepApplication(
  strings: ApplyFieldsProps['strings'],
  queue: QueueStrings,
  setQueued: (reference: string | null) => void,
  show: (errors: Errors, notice: Notice) => void,
) {
  const keep = useWaitingForm();
  return async function keepApplication(url: string, body: FormData, vacancy: string) {
    const form = waitingApplication(url, body);
    const kept = await keep(form, (outcome) => {
      if (outcome.status === 'sent') return window.location.assign(outcome.location ?? window.location.href);
      setQueued(null);
      show({}, { text: queue.refused.replace(SLOT.reason, outcome.reason), whatsapp: false });
    });
    if (kept === 'queued') {
      // What was typed is in the queue now, until it is sent: not also in the tab's draft.
      clearDraft(vacancy);
      return setQueued(form.reference);
    }
    show({}, { text: kept === 'full' ? queue.full : strings.failure, whatsapp: true });
  };
}

/** The form's typed values and prepared files, or its errors (translated) as the browser can tell them. */
async function checked(form: HTMLFormElement, texts: ApplyFieldsProps['strings']['errors']) {
  const values = typedValues(form);
  const schema = await loadSchema();
  const parsed = schema?.applySchema().safeParse(values);
  const keys = schema && parsed && !parsed.success ? schema.applyFieldErrors(parsed.error) : {};
  const input = form.elements.namedItem('cv') as HTMLInputElement | null;
  const files = await prepareCvFiles([...(input?.files ?? [])]);
  const cv = cvError(files);
  if (cv) keys.cv = cv;
  const invalid: Errors | null =
    Object.keys(keys).length > 0
      ? Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, texts[key]]))
      : null;
  return { values, files, invalid };
}

/**
 * What is sent: the typed fields, the CV's files, and `more`: the vacancy, the language and the
 * application's id, reference and secret, made once and kept with the draft (lib/applications/
 * draft.ts), so that a resend after a lost answer, or from the queue, is the same application.
 */
function formBody(values: Record<string, string>, files: File[], more: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const file of files) body.append('cv', file, file.name);
  for (const [name, value] of Object.entries(more)) body.append(name, value);
  return body;
}

/** The form's message above its fields, with WhatsApp as the other way to apply when it says so. */
function FormNotice({
  notice,
  whatsappHref,
  whatsapp,
}: {
  notice: NonNullable<Notice>;
  whatsappHref: string;
  whatsapp: string;
}) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-testid="apply-notice"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 focus:outline-2 focus:outline-red-700"
    >
      <p>{notice.text}</p>
      {notice.whatsapp ? (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener"
          className="mt-2 inline-block font-semibold underline"
        >
          {whatsapp}
        </a>
      ) : null}
    </div>
  );
}

/**
 * Focuses the first control of the first field with an error, else the form's message (a refusal
 * of the whole form: busy, a budget, the vacancy closed), and brings it into view: the seeker
 * tapped "Send" at the bottom of a long form, the message is at its top.
 */
function focusFirst(form: HTMLFormElement) {
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[data-testid="apply-notice"]');
  target?.focus();
  target?.scrollIntoView({ block: 'nearest' });
}

/**
 * The application form. Without scripts it is a plain multipart form posted to /api/apply, which
 * answers with a page; with them, it checks the fields with the shared schema, scales photos down,
 * sends with fetch and shows the answer's reasons beside the fields, and keeps what was typed in
 * sessionStorage so a reload loses nothing.
 */
export function ApplyFormClient({
  locale,
  vacancy,
  whatsappHref,
  formError,
  queue,
  ...fields
}: ApplyFieldsProps & {
  locale: Locale;
  vacancy: string;
  whatsappHref: string;
  formError?: Notice;
  /** What the form says when it is kept offline (lib/offline/queue-strings.ts). */
  queue: QueueStrings;
}) {
  const { strings } = fields;
  const [errors, setErrors] = useState<Errors>(fields.errors);
  const [notice, setNotice] = useState<Notice>(formError ?? null);
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const queuedRef = useRef<HTMLDivElement>(null);
  const keepApplication = useKeepApplication(strings, queue, setQueued, (next, message) => {
    if (formRef.current) show(next, message, formRef.current);
  });
  // The page's language and vacancy travel in the address too, so a refusal made before the body
  // is read (busy, cross-site) still answers in the page's language.
  const action = `/api/apply?${new URLSearchParams({ locale, vacancy })}`;

  const restore = Object.keys(fields.values).length === 0;
  useEffect(() => {
    // A refused form comes back filled in by the server; otherwise what this tab typed before.
    if (formRef.current && restore) restoreDraft(vacancy, formRef.current);
  }, [vacancy, restore]);

  function show(next: Errors, message: Notice, form: HTMLFormElement) {
    flushSync(() => {
      setErrors(next);
      setNotice(message);
    });
    focusFirst(form);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const { values, files, invalid } = await checked(form, strings.errors);
    if (invalid) return show(invalid, { text: strings.invalidFields, whatsapp: false }, form);
    const website = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
    const body = formBody(values, files, { vacancy, locale, website, ...draftIds(vacancy) });
    setSending(true);
    const outcome = await post(action, body, strings.failure);
    if ('offline' in outcome) await keepApplication(action, body, vacancy);
    setSending(false);
    if ('location' in outcome) {
      clearDraft(vacancy);
      window.location.assign(outcome.location);
    } else if ('errors' in outcome) show(outcome.errors, outcome.notice, form);
  }

  useEffect(() => {
    if (queued) queuedRef.current?.focus();
  }, [queued]);

  return (
    <>
      {queued ? <QueuedNotice ref={queuedRef} strings={queue} reference={queued} /> : null}
      {/* noValidate: the browser's own messages come in the browser's language; the schema's (or the
          route's, without scripts) come in the page's. Hidden, still filled in, while it waits. */}
      <form
        ref={formRef}
        hidden={queued !== null}
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void Promise.all([loadSchema(), loadQueue()])}
        onInput={(event) => saveDraft(vacancy, event.currentTarget)}
        onChange={(event) => saveDraft(vacancy, event.currentTarget)}
        className="space-y-5"
        data-testid="apply-form"
      >
        {notice ? (
          <FormNotice notice={notice} whatsappHref={whatsappHref} whatsapp={strings.whatsappInstead} />
        ) : null}
        <input type="hidden" name="vacancy" value={vacancy} />
        <input type="hidden" name="locale" value={locale} />
        <div className="absolute -left-[10000px] size-px overflow-hidden" aria-hidden="true">
          <label htmlFor="apply-website">{strings.honeypot}</label>
          <input id="apply-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <ApplyFields {...fields} errors={errors} />
        <SubmitButton busy={sending} label={strings.submit} busyLabel={strings.submitting} />
      </form>
    </>
  );
}
