'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { notify } from '@/components/toast/notify';
import type { Locale } from '@/lib/i18n/routing';
import {
  CONTACT_FIELDS,
  type ContactField,
  contactFieldErrors,
  contactSchema,
  EMAIL_MAX,
  INQUIRY_TYPES,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '@/lib/contact/schema';
import { Field, fieldProps, inputClass } from './contact-field';

type FieldErrors = Partial<Record<ContactField, string>>;
// SPEC §4: idle → submitting → success (form cleared) | error (content kept).
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

export function ContactFormClient({ locale, labelledBy }: { locale: Locale; labelledBy: string }) {
  const t = useTranslations('ContactForm');
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const errors: FieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const submitting = state.status === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const keys = contactFieldErrors(parsed.error);
      const fieldErrors: FieldErrors = {};
      for (const [field, key] of Object.entries(keys) as [ContactField, string][]) {
        fieldErrors[field] = t(`errors.${key}` as Parameters<typeof t>[0]);
      }
      setState({ status: 'error', fieldErrors });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, website: values.website ?? '', locale }),
      });
      if (response.ok) {
        form.reset();
        setState({ status: 'success' });
        notify.success({ title: t('success.title'), description: t('success.description') });
        return;
      }
      const body: unknown = response.status === 400 ? await response.json().catch(() => null) : null;
      setState({ status: 'error', fieldErrors: serverFieldErrors(body) });
      notify.error({ title: t('failure.title'), description: t('failure.description') });
    } catch {
      setState({ status: 'error', fieldErrors: {} });
      notify.error({ title: t('unexpected.title'), description: t('unexpected.description') });
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby={labelledBy} className="relative space-y-4">
      <Field name="name" label={t('name')} error={errors.name}>
        <input
          {...fieldProps('name', errors.name)}
          type="text"
          required
          maxLength={NAME_MAX}
          autoComplete="name"
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email" label={t('email')} error={errors.email}>
          <input
            {...fieldProps('email', errors.email)}
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            className={inputClass}
          />
        </Field>
        <Field name="phone" label={t('phone')} error={errors.phone}>
          <input
            {...fieldProps('phone', errors.phone)}
            type="tel"
            required
            maxLength={PHONE_MAX}
            autoComplete="tel"
            placeholder={t('phonePlaceholder')}
            className={inputClass}
          />
        </Field>
      </div>
      <Field name="inquiryType" label={t('inquiryType')} error={errors.inquiryType}>
        <select
          {...fieldProps('inquiryType', errors.inquiryType)}
          required
          defaultValue="general"
          className={inputClass}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={t('message')} error={errors.message}>
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
        <label htmlFor="contact-website">{t('honeypot')}</label>
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
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
