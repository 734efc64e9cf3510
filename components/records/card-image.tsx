import Image from 'next/image';

/**
 * 16:9 card image. Record images are already 640x360 thumbnails, so next/image serves them as
 * they are (`unoptimized`). Lazy, except the first card of a list (`eager`), which is usually
 * in the first screen on a phone.
 */
export function CardImage({ src, alt = '', eager = false }: { src: string; alt?: string; eager?: boolean }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-slate-100">
      <Image
        src={src}
        alt={alt}
        fill
        unoptimized
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="object-cover"
      />
    </div>
  );
}
