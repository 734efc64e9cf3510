import type { ErrorField } from '@/lib/applications/fields';
import {
  CALLED_NAME_MAX,
  CV_PDF,
  CV_PHOTO_TYPES,
  EMAIL_MAX,
  EXPERIENCE_MAX,
  FULL_NAME_MAX,
  JAPANESE_LEVELS,
  MESSAGE_MAX,
  PASSPORTS,
  SKILLS_TESTS,
} from '@/lib/applications/fields';
import type { ApplyStrings } from '@/lib/applications/strings';
import { PHONE_INPUT_MAX } from '@/lib/forms/phone';
import { Choice, controlProps, ErrorText, Field, inputClass, TextInput } from './apply-field';

export type ApplyFieldsProps = {
  strings: ApplyStrings;
  /** Each field's error, ready to show. */
  errors: Partial<Record<ErrorField, string>>;
  /** What was typed (a refused form filled in again); files are never among them. */
  values: Record<string, string>;
  /** [key, name] of the 25 districts in the page's language. */
  districts: [string, string][];
  /** The birth years offered, newest first. */
  years: number[];
  privacyHref: string;
};

const pairs = <T extends string>(keys: readonly T[], names: Record<T, string>): [string, string][] =>
  keys.map((key) => [key, names[key]]);

function BirthDate({ strings, errors, values, years }: ApplyFieldsProps) {
  const error = errors.birth_date;
  const part = (name: string, label: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`apply-${name}`} className="block text-xs text-ink-700">
        {label}
      </label>
      <select
        {...controlProps(name, error)}
        aria-describedby={error ? 'apply-birth_date-error' : undefined}
        defaultValue={values[name] ?? ''}
        className={inputClass}
      >
        <option value="">{label}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const days = Array.from({ length: 31 }, (_, i): [string, string] => [String(i + 1), String(i + 1)]);
  const months = strings.months.map((name, i): [string, string] => [String(i + 1), name]);
  return (
    <fieldset>
      <legend className="block text-sm font-semibold text-ink-900">{strings.birthDate}</legend>
      <div className="mt-1 grid grid-cols-[5.5rem_1fr_6.5rem] gap-2">
        {part('birth_day', strings.day, days)}
        {part('birth_month', strings.month, months)}
        {part(
          'birth_year',
          strings.year,
          years.map((y): [string, string] => [String(y), String(y)]),
        )}
      </div>
      <ErrorText name="birth_date" error={error} />
    </fieldset>
  );
}

type InputProps = Omit<Parameters<typeof TextInput>[0], 'name' | 'label' | 'error' | 'value'>;

/** The form's inputs: `text(name, label, input)` is input `name` with its error and what was sent. */
function textInput({ errors, values }: ApplyFieldsProps) {
  return function text(name: ErrorField, label: string, input: InputProps) {
    return <TextInput name={name} label={label} error={errors[name]} value={values[name]} {...input} />;
  };
}

function Contact(props: ApplyFieldsProps) {
  const { strings, values } = props;
  const text = textInput(props);
  const phone = { type: 'tel', maxLength: PHONE_INPUT_MAX, placeholder: strings.phonePlaceholder } as const;
  return (
    <>
      {text('phone', strings.phone, { ...phone, required: true, autoComplete: 'tel' })}
      <label className="flex items-start gap-3 text-sm text-ink-900">
        <input
          type="checkbox"
          name="same_whatsapp"
          id="apply-same_whatsapp"
          // Ticked on a fresh form; a form filled in again shows what was sent (an unticked box is not sent).
          defaultChecked={Object.keys(values).length === 0 || values.same_whatsapp === 'on'}
          className="mt-0.5 size-5 shrink-0"
        />
        {strings.sameWhatsApp}
      </label>
      {text('whatsapp', strings.whatsapp, { ...phone, autoComplete: 'off' })}
      {text('email', strings.email, { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX })}
    </>
  );
}

/**
 * The application form's controls in their order. The CV comes last: a refused form sent without
 * scripts comes back with every typed field filled in, but a browser never refills a file.
 */
export function ApplyFields(props: ApplyFieldsProps) {
  const { strings, errors, values, districts, privacyHref } = props;
  const text = textInput(props);
  const choice = (name: ErrorField, label: string, options: [string, string][]) => (
    <Choice
      name={name}
      label={label}
      error={errors[name]}
      choose={strings.choose}
      options={options}
      value={values[name]}
    />
  );
  return (
    <>
      {text('full_name', strings.fullName, {
        hint: strings.fullNameHint,
        required: true,
        autoComplete: 'name',
        autoCapitalize: 'characters',
        lang: 'en',
        maxLength: FULL_NAME_MAX,
      })}
      {text('called_name', strings.calledName, {
        required: true,
        autoComplete: 'nickname',
        maxLength: CALLED_NAME_MAX,
      })}
      <Contact {...props} />
      <BirthDate {...props} />
      {choice('district', strings.district, districts)}
      {choice('japanese_level', strings.japaneseLevel, pairs(JAPANESE_LEVELS, strings.levels))}
      {choice('skills_test', strings.skillsTest, pairs(SKILLS_TESTS, strings.skillsTests))}
      {text('experience_years', strings.experienceYears, {
        type: 'number',
        inputMode: 'numeric',
        min: 0,
        max: EXPERIENCE_MAX,
        required: true,
        className: `${inputClass} max-w-32`,
      })}
      {choice('passport', strings.passport, pairs(PASSPORTS, strings.passports))}
      <Field name="message" label={strings.message} error={errors.message}>
        <textarea
          {...controlProps('message', errors.message)}
          rows={4}
          maxLength={MESSAGE_MAX}
          defaultValue={values.message}
          className={inputClass}
        />
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm text-ink-900">
          <input
            {...controlProps('consent', errors.consent)}
            type="checkbox"
            required
            defaultChecked={values.consent === 'on'}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>{strings.consent}</span>
        </label>
        <a
          href={privacyHref}
          target="_blank"
          rel="noopener"
          className="mt-1 ml-8 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {strings.privacyLink}
        </a>
        <ErrorText name="consent" error={errors.consent} />
      </div>
      <Field name="cv" label={strings.cv} hint={strings.cvHint} error={errors.cv}>
        <input
          {...controlProps('cv', errors.cv, true)}
          type="file"
          multiple
          required
          accept={[CV_PDF, ...CV_PHOTO_TYPES].join(',')}
          className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
        />
      </Field>
    </>
  );
}
