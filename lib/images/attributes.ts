import type { ImageProps } from 'next/image';
// The parts of next/image's getImageProps. `next/image` itself also exports `<Image>`, a client
// component: importing that module anywhere in a page (even for getImageProps alone) ships its
// 5.6 KiB (gzipped) chunk to the browser. These modules hold no component. They are not bundled
// with the page, so they do not get Next's copy of the image settings (`__NEXT_IMAGE_OPTS`): the
// settings come from lib/images/config.ts, the object next.config.ts passes to Next.
// attributes.test.ts holds this to next/image's own getImageProps.
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { IMAGES } from './config';

const imgConf = prepareImageConfig({ ...imageConfigDefault, ...IMAGES });

/**
 * The attributes next/image gives an <img> (optimizer srcset, sizes, lazy loading, `fill` styles),
 * for an image drawn without `<Image>` and without its client chunk.
 */
export type ImgAttributes = ReturnType<typeof getImgProps>['props'];

const confs = new Map<number, typeof imgConf>();

/** The settings for an image whose source is `sourceWidth` px wide (see ImgProps). */
function confUpTo(sourceWidth: number): typeof imgConf {
  let conf = confs.get(sourceWidth);
  if (!conf) {
    const widths = [...IMAGES.deviceSizes].sort((a, b) => a - b);
    const cap = widths.find((w) => w >= sourceWidth) ?? widths[widths.length - 1]!;
    conf = prepareImageConfig({
      ...imageConfigDefault,
      ...IMAGES,
      deviceSizes: widths.filter((w) => w <= cap),
      imageSizes: [],
    });
    confs.set(sourceWidth, conf);
  }
  return conf;
}

/**
 * next/image's props, plus `sourceWidth`: the file's own width, for an image drawn at a share of
 * the screen (`fill` with `sizes` in vw). Its srcset then lists the site's widths up to the first
 * that covers the file. The optimizer never enlarges (sharp's `withoutEnlargement`), so a wider
 * entry fetches the same pixels under another address; a card's 640 px thumbnail was offered at
 * nine widths up to 1920, in the markup and again in the page's flight data.
 */
export type ImgProps = ImageProps & { sourceWidth?: number };

/** `conf`: other settings than the site's (attributes.test.ts compares with Next's defaults). */
export function imgAttributes({ sourceWidth, ...props }: ImgProps, conf?: typeof imgConf): ImgAttributes {
  const settings = conf ?? (sourceWidth ? confUpTo(sourceWidth) : imgConf);
  const { props: img } = getImgProps(props, { defaultLoader, imgConf: settings });
  for (const key of Object.keys(img) as (keyof ImgAttributes)[]) if (img[key] === undefined) delete img[key];
  return img;
}
