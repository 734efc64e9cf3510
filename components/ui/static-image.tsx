import { imgAttributes, type ImgProps } from '@/lib/images/attributes';

/**
 * next/image's markup as a plain <img>, for images that need nothing in the browser (lib/images/attributes.ts).
 * React itself preloads an eager image from <head>; `priority` and `preload` are not used.
 */
export function StaticImage(props: ImgProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...imgAttributes(props)} />;
}
