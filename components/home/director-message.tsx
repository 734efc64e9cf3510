import { Icon } from '@/components/ui/icon';
import { directorMessage } from '@/content/about';
import type { Locale } from '@/lib/i18n/routing';

/** About (docs/spec-summary.md, Home page): the director's message with a signature line. */
export function DirectorMessage({ locale, heading }: { locale: Locale; heading: string }) {
  return (
    <figure className="relative mx-auto mt-16 max-w-4xl rounded-3xl bg-ink-900 p-8 text-white shadow-xl sm:p-12">
      <Icon name="quote-left" aria-hidden className="absolute top-6 right-8 size-12 text-brand-500/40" />
      <h3 className="pr-14 text-2xl font-bold">{heading}</h3>
      <blockquote className="mt-6 space-y-4 text-lg text-slate-200">
        {directorMessage.paragraphs[locale].map((text) => (
          <p key={text}>{text}</p>
        ))}
      </blockquote>
      <figcaption className="mt-8 border-t border-white/15 pt-4 font-semibold text-white">
        <span aria-hidden className="mr-2 text-brand-500">
          —
        </span>
        {directorMessage.signature[locale]}
      </figcaption>
    </figure>
  );
}
