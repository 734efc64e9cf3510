import { StaticImage } from '@/components/ui/static-image';
import { CARD_THUMB_WIDTH } from '@/lib/pocketbase/files';

/**
 * 16:9 card image. Record thumbnails (640x360 PNG/JPEG from PocketBase) go through the image
 * optimizer, which serves AVIF/WebP at the card's width: a third of the bytes on a phone.
 * The srcset stops at the thumbnail's width (the optimizer does not enlarge). Lazy, except the
 * first card of a list (`eager`), which is usually in the first screen.
 */
export function CardImage({ src, alt = '', eager = false }: { src: string; alt?: string; eager?: boolean }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-slate-100">
      <StaticImage
        src={src}
        alt={alt}
        fill
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        sourceWidth={CARD_THUMB_WIDTH}
        className="object-cover"
      />
    </div>
  );
}
