import type { Ref } from 'react';
import { CONTACT_FIELDS } from '@/lib/contact/fields';
import type { FieldErrors } from './contact-fields';

/**
 * Why the server refused a sent message (the rate limit, a failure, another site), beside "Send",
 * where the visitor tapped: it takes the focus (focusRefusal), so it is read out and in view.
 */
export function RefusalNotice({ text, ref }: { text: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="contact-refusal"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 focus:outline-2 focus:outline-red-700"
    >
      {text}
    </p>
  );
}

/** After a refused send: the first field to fix takes the focus, else the reason; either in view. */
export function focusRefusal(form: HTMLFormElement, fieldErrors: FieldErrors, reason: HTMLElement | null) {
  const first = CONTACT_FIELDS.find((field) => field in fieldErrors);
  const target = first ? (form.elements.namedItem(first) as HTMLElement | null) : reason;
  target?.focus();
  target?.scrollIntoView({ block: 'nearest' });
}
