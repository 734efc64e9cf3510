import { WhatsAppLink } from '@/components/ui/whatsapp-link';

/** The https address of a WhatsApp channel, nothing else (a typo in the agency's facts shows no link). */
const CHANNEL = /^https:\/\/(?:www\.)?whatsapp\.com\/channel\/[A-Za-z0-9_-]+$/;

/**
 * "Follow our new jobs on WhatsApp": the agency's channel (its settings record's `whatsapp_channel`),
 * on /jobs and each vacancy; nothing when the agency has none. The site sends no WhatsApp message
 * itself: the visitor follows the channel in WhatsApp.
 */
export function WhatsAppChannel({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  if (!CHANNEL.test(href)) return null;
  return (
    <p className={className}>
      <WhatsAppLink
        href={href}
        data-testid="whatsapp-channel"
        className="inline-flex items-center gap-2 py-3 font-semibold text-green-800 underline underline-offset-4 hover:text-green-900"
      >
        {label}
      </WhatsAppLink>
    </p>
  );
}
