import type { InputHTMLAttributes, ReactNode } from 'react';

// The parts every control of the application form is made of: a label, the control, a hint and
// the error right under it, tied together by ids (apply-<name>, apply-<name>-hint, -error).

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink-900 ' +
  'placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none ' +
  'aria-invalid:border-red-600';

/** The ids and ARIA attributes of a control named `name`. */
export function controlProps(name: string, error: string | undefined, hint?: boolean) {
  const described = [hint ? `apply-${name}-hint` : '', error ? `apply-${name}-error` : ''].filter(Boolean);
  return {
    id: `apply-${name}`,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  } as const;
}

export function ErrorText({ name, error }: { name: string; error: string | undefined }) {
  return error ? (
    <p id={`apply-${name}-error`} data-testid={`apply-${name}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`apply-${name}`} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <p id={`apply-${name}-hint`} className="mt-0.5 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorText name={name} error={error} />
    </div>
  );
}

/**
 * An input in its Field, filled in with what was sent (`value`); `input` holds the input's own
 * attributes (type, autoComplete, maxLength ...).
 */
export function TextInput({
  name,
  label,
  hint,
  error,
  value,
  className = inputClass,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue'>) {
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <input
        {...controlProps(name, error, Boolean(hint))}
        {...input}
        defaultValue={value}
        className={className}
      />
    </Field>
  );
}

/** A select of `options` ([value, label]) with an empty "Choose…" first. */
export function Choice({
  name,
  label,
  error,
  choose,
  options,
  value,
}: {
  name: string;
  label: string;
  error: string | undefined;
  choose: string;
  options: [string, string][];
  value: string | undefined;
}) {
  return (
    <Field name={name} label={label} error={error}>
      <select {...controlProps(name, error)} required defaultValue={value ?? ''} className={inputClass}>
        <option value="">{choose}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
