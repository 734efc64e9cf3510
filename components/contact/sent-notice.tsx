import type { ReactNode, Ref } from 'react';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { type ContactFormStrings, REFERENCE_SLOT } from '@/lib/contact/form-strings';
import { whatsappChatUrl } from '@/lib/whatsapp';

/**
 * What a visitor reads once the contact form is sent, and keeps reading: the reference, who calls
 * and from which number, that applying costs nothing, and a WhatsApp chat that opens with the
 * reference typed in. Drawn in place of the form (contact-form.client.tsx) and by the sent page a
 * form posted without scripts ends on (app/[locale]/contact/sent). No hooks: both can use it.
 */
export function SentNotice({
  strings,
  reference,
  heading: Heading,
  action,
  ref,
}: {
  strings: ContactFormStrings['sent'];
  reference: string;
  heading: 'h1' | 'h3';
  /** "Send another message": a button in the form, a link on the sent page. */
  action: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const chat = whatsappChatUrl(
    strings.whatsappNumber,
    strings.whatsappText.replace(REFERENCE_SLOT, reference),
  );
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="contact-sent"
      className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4 text-ink-900 focus:outline-2 focus:outline-green-700"
    >
      <Heading className="text-xl font-bold">{strings.title}</Heading>
      <p>{strings.description}</p>
      <p>
        {strings.referenceLabel}:{' '}
        <strong
          data-testid="contact-reference"
          className="font-mono text-lg tracking-wider whitespace-nowrap"
        >
          {reference}
        </strong>
      </p>
      <p>{strings.keep}</p>
      <p>{strings.call}</p>
      <p className="font-semibold">{strings.free}</p>
      <div className="flex flex-wrap gap-3 pt-1">
        <WhatsAppLink
          href={chat}
          data-testid="contact-sent-whatsapp"
          className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800"
          iconClass="size-5"
        >
          {strings.whatsapp}
        </WhatsAppLink>
        {action}
      </div>
    </div>
  );
}

/** The look of "Send another message", as a button or a link. */
export const anotherClass =
  'inline-flex items-center rounded-lg border border-ink-500 bg-white px-4 py-2.5 font-semibold text-ink-900 hover:bg-slate-50';
