import type { Ref } from 'react';
import type { ContactFormStrings } from '@/lib/contact/form-strings';
import {
  type ContactField,
  EMAIL_MAX,
  INQUIRY_TYPES,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '@/lib/contact/fields';
import { Field, fieldProps, inputClass, RequiredMark, TextField } from './contact-field';
import type { Vacancy } from './linked-inquiry';

export type FieldErrors = Partial<Record<ContactField, string>>;

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

/**
 * The contact form's fields, filled with `values` (a refused form drawn again) and each with its
 * reason from `errors`: the note that says which are required, name, the phone-or-email pair,
 * the inquiry type, the message, and the honeypot.
 */
export function ContactFields({
  strings,
  errors,
  values,
  vacancy,
  typeSelect,
}: {
  strings: ContactFormStrings;
  errors: FieldErrors;
  values: Partial<Record<string, string>>;
  vacancy: Vacancy | null;
  typeSelect: Ref<HTMLSelectElement>;
}) {
  const text = { labels: strings, errors, values };
  return (
    <>
      <p id="contact-required-note" className="text-sm text-ink-700">
        {strings.requiredNote}
      </p>
      {vacancy ? <VacancyNotice vacancy={vacancy} label={strings.vacancy} /> : null}
      <TextField {...text} name="name" type="text" maxLength={NAME_MAX} autoComplete="name" required />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">
          {strings.reach}
          <RequiredMark />
        </legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <TextField
            {...text}
            name="phone"
            type="tel"
            maxLength={PHONE_MAX}
            autoComplete="tel"
            placeholder={strings.phonePlaceholder}
          />
          <TextField {...text} name="email" type="email" maxLength={EMAIL_MAX} autoComplete="email" />
        </div>
      </fieldset>
      <Field name="inquiryType" label={strings.inquiryType} error={errors.inquiryType}>
        <select
          {...fieldProps('inquiryType', errors.inquiryType)}
          ref={typeSelect}
          defaultValue={
            (INQUIRY_TYPES as readonly string[]).includes(values.inquiryType ?? '')
              ? values.inquiryType
              : 'general'
          }
          className={inputClass}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {strings.types[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={strings.message} error={errors.message} required>
        <textarea
          {...fieldProps('message', errors.message)}
          required
          rows={5}
          maxLength={MESSAGE_MAX}
          defaultValue={values.message ?? ''}
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
    </>
  );
}
