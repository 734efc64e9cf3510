import { Link } from '@/components/i18n/link';
import type { BlogCard as BlogCardData } from '@/lib/pocketbase/reshape';
import { CardImage } from './card-image';

type BlogCardLabels = {
  untitled: string;
  noContent: string;
  readMore: string;
  readMoreLabel: (title: string) => string;
};

// A blog list card (docs/spec-summary.md, Record pages): thumbnail, title, 150-character excerpt,
// created date, read-more link.
export function BlogCard({
  card,
  labels,
  eager = false,
}: {
  card: BlogCardData;
  labels: BlogCardLabels;
  eager?: boolean;
}) {
  const title = card.title ?? labels.untitled;
  return (
    <article className="card overflow-hidden">
      <CardImage src={card.thumbnail} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {card.date ? (
          <time dateTime={card.dateTime} className="text-sm text-ink-500">
            {card.date}
          </time>
        ) : null}
        <h2 className="card-title">{title}</h2>
        <p className="card-text flex-1">{card.excerpt ?? labels.noContent}</p>
        <Link
          href={`/blog/${card.id}`}
          aria-label={labels.readMoreLabel(title)}
          className="button button-primary mt-2"
        >
          {labels.readMore}
          {/* Search engines read link text, not aria-label: give them the post's title too. */}
          <span className="sr-only"> – {title}</span>
        </Link>
      </div>
    </article>
  );
}
