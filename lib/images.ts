import type { ImageProps } from 'next/image';
// next/image's own getImageProps, from the module that holds it alone: `next/image` also exports
// `<Image>`, a client component, and importing that module anywhere in a page (even only for
// getImageProps) ships its 5.6 KiB (gzipped) chunk to the browser. images.test.ts holds this
// to the public getImageProps, so a Next upgrade that moves it fails a test.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';

/**
 * The attributes next/image gives an <img> (optimizer srcset, sizes, lazy loading, `fill` styles),
 * for an image drawn without `<Image>` and without its client chunk (issue 10).
 */
export type ImgAttributes = ReturnType<typeof getImageProps>['props'];

export function imgAttributes(props: ImageProps): ImgAttributes {
  return getImageProps(props).props;
}
