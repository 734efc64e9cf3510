import type { ImageProps } from 'next/image';
import { confUpTo, imgAttributes } from '@/lib/images';

/**
 * next/image's markup as a plain <img>, for images that need nothing in the browser (lib/images.ts).
 * React itself preloads an eager image from <head>; `priority` and `preload` are not used.
 * `sourceWidth`: the source's own width, when known, so the srcset stops there (lib/images.ts).
 */
export function StaticImage({ sourceWidth, ...props }: ImageProps & { sourceWidth?: number }) {
  const attributes = sourceWidth ? imgAttributes(props, confUpTo(sourceWidth)) : imgAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...attributes} />;
}
