import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink-900 ' +
  'placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none ' +
  'aria-invalid:border-red-600';

/** The ids and ARIA attributes that tie a control to its label and error text. */
export function fieldProps(name: string, error: string | undefined) {
  return {
    id: `contact-${name}`,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `contact-${name}-error` : undefined,
  } as const;
}

/**
 * The visible mark of a required field (or group): `*`, explained by the form's note above the
 * fields. Hidden from assistive tech, which hears `required` from the control itself.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}

/** A visible label, the control, and its error right under it. */
export function Field({
  name,
  label,
  error,
  required = false,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      {/* The mark beside the label, not in it: the label alone names the control. */}
      <div className="flex items-baseline">
        <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-ink-900">
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      {children}
      {error ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextName = 'name' | 'email' | 'phone';

/** A one-line text control with its label (`labels[name]`), error (`errors[name]`) and value. */
export function TextField({
  name,
  labels,
  errors,
  values,
  type,
  maxLength,
  autoComplete,
  placeholder,
  required = false,
}: {
  name: TextName;
  labels: Record<TextName, string>;
  errors: Partial<Record<TextName, string>>;
  /** What the visitor typed before (a refused form drawn again). */
  values: Partial<Record<string, string>>;
  type: 'text' | 'email' | 'tel';
  maxLength: number;
  autoComplete: string;
  placeholder?: string;
  required?: boolean;
}) {
  const error = errors[name];
  return (
    <Field name={name} label={labels[name]} error={error} required={required}>
      <input
        {...fieldProps(name, error)}
        type={type}
        required={required}
        defaultValue={values[name] ?? ''}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={inputClass}
      />
    </Field>
  );
}
