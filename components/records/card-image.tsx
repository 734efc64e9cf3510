import Image from 'next/image';

/** 16:9 card image. Record images are already 640x360 thumbnails, so next/image does not re-encode them. */
export function CardImage({ src, alt = '' }: { src: string; alt?: string }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-slate-100">
      <Image
        src={src}
        alt={alt}
        fill
        unoptimized
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="object-cover"
      />
    </div>
  );
}
