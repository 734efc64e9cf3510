'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SubmitButton } from '@/components/ui/submit-button';
import { CV_MAX_BYTES, CV_MAX_PHOTOS, CV_PDF, type ErrorField } from '@/lib/applications/fields';
import { clearDraft, restoreDraft, saveDraft, typedValues } from '@/lib/applications/draft';
import { prepareCvFiles } from '@/lib/applications/photos';
import type { Locale } from '@/lib/i18n/locales';
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
  if (files.reduce((sum, file) => sum + file.size, 0) > CV_MAX_BYTES) return 'cvTooLarge';
  return null;
}

function answerErrors(body: unknown): Errors {
  const raw = (body as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string')) as Errors;
}

type Outcome = { location: string } | { errors: Errors; notice: Notice };

/** Sends the form to /api/apply and reads its JSON answer. */
async function post(action: string, body: FormData, failure: string): Promise<Outcome> {
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
    return { errors: {}, notice: { text: failure, whatsapp: true } };
  }
}

/** Focuses the first control of the first field with an error. */
function focusFirst(form: HTMLFormElement) {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
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
  ...fields
}: ApplyFieldsProps & { locale: Locale; vacancy: string; whatsappHref: string; formError?: Notice }) {
  const { strings } = fields;
  const [errors, setErrors] = useState<Errors>(fields.errors);
  const [notice, setNotice] = useState<Notice>(formError ?? null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
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
    const values = typedValues(form);
    const schema = await loadSchema();
    const parsed = schema?.applySchema().safeParse(values);
    const keys = schema && parsed && !parsed.success ? schema.applyFieldErrors(parsed.error) : {};
    const input = form.elements.namedItem('cv') as HTMLInputElement | null;
    const files = await prepareCvFiles([...(input?.files ?? [])]);
    const cv = cvError(files);
    if (cv) keys.cv = cv;
    if (Object.keys(keys).length > 0) {
      const next = Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [field, strings.errors[key]]),
      );
      return show(next, { text: strings.invalidFields, whatsapp: false }, form);
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    for (const file of files) body.append('cv', file, file.name);
    body.append('vacancy', vacancy);
    body.append('locale', locale);
    body.append('website', (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '');
    setSending(true);
    const outcome = await post(action, body, strings.failure);
    setSending(false);
    if ('location' in outcome) {
      clearDraft(vacancy);
      window.location.assign(outcome.location);
    } else show(outcome.errors, outcome.notice, form);
  }

  return (
    // noValidate: the browser's own messages come in the browser's language; the schema's (or the
    // route's, without scripts) come in the page's.
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      onInput={(event) => saveDraft(vacancy, event.currentTarget)}
      onChange={(event) => saveDraft(vacancy, event.currentTarget)}
      className="space-y-5"
      data-testid="apply-form"
    >
      {notice ? (
        <div
          role="alert"
          data-testid="apply-notice"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <p>{notice.text}</p>
          {notice.whatsapp ? (
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-block font-semibold underline"
            >
              {strings.whatsappInstead}
            </a>
          ) : null}
        </div>
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
  );
}
