import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getImageProps, type ImageProps } from 'next/image';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import { IMAGES } from './config';
import { imgAttributes } from './attributes';

// lib/images/attributes.ts rebuilds next/image's getImageProps from its parts (to keep <Image>'s client chunk
// out of the pages). With the same settings it must give the same attributes: here next/image runs
// with Next's defaults (no build defines them in jest), so the comparison uses the defaults too.
describe('imgAttributes', () => {
  const defaults = prepareImageConfig(imageConfigDefault);
  const cases: [string, ImageProps][] = [
    ['a fixed-size logo', { src: '/logo.svg', alt: '', width: 36, height: 36, loading: 'eager' }],
    [
      'a record thumbnail filling its card',
      { src: '/api/files/blogs_v3/abc/photo.png?thumb=640x360', alt: '', fill: true, sizes: '50vw' },
    ],
    ['a team photo', { src: '/images/team/a.jpg', alt: 'Photo of A', fill: true, sizes: '96px' }],
    [
      'a static import with blur and high priority',
      {
        src: {
          src: '/_next/static/media/hero.jpg',
          width: 1920,
          height: 1080,
          blurDataURL: 'data:image/jpeg;base64,AA==',
        },
        alt: '',
        fill: true,
        placeholder: 'blur',
        fetchPriority: 'high',
        quality: 75,
      },
    ],
  ];

  it.each(cases)('gives %s the attributes next/image gives it', (_name, props) => {
    expect(imgAttributes(props, defaults)).toEqual(getImageProps(props).props);
  });

  it("asks the optimizer only for the site's widths (any other answers 400)", () => {
    const img = imgAttributes({ src: '/images/a.jpg', alt: '', fill: true, sizes: '100vw' });
    expect(img.src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fa\.jpg&w=\d+&q=75$/);
    const widths = [...img.srcSet!.matchAll(/&w=(\d+)&q=75 (\d+)w/g)].map(([, w, d]) => [
      Number(w),
      Number(d),
    ]);
    const allowed: number[] = [...IMAGES.deviceSizes, ...imageConfigDefault.imageSizes];
    for (const [w, descriptor] of widths) {
      expect(allowed).toContain(w);
      expect(descriptor).toBe(w);
    }
    // The site's phone width is offered; Next's default phone widths (750, 828) are not.
    expect(widths.map(([w]) => w)).toEqual(expect.arrayContaining(IMAGES.deviceSizes));
    expect(widths.map(([w]) => w)).not.toContain(750);
    expect(img.loading).toBe('lazy');
  });

  it("stops a srcset at the source's own width: the optimizer does not enlarge", () => {
    const props: ImageProps = {
      src: '/api/files/blogs_v3/abc/a.png?thumb=640x360',
      alt: '',
      fill: true,
      sizes: '100vw',
    };
    const descriptors = (sourceWidth?: number) =>
      [...imgAttributes({ ...props, sourceWidth }).srcSet!.matchAll(/ (\d+)w/g)].map(([, w]) => Number(w));
    expect(descriptors()).toContain(1920);
    expect(descriptors(640)).toEqual([375, 640]);
    // A width between two of the site's widths keeps the first that covers it; a wider one keeps all.
    expect(descriptors(700)).toEqual([375, 640, 768]);
    expect(descriptors(5000)).toEqual(IMAGES.deviceSizes);
    expect(imgAttributes({ ...props, sourceWidth: 640 }).src).toMatch(/&w=640&q=75$/);
    // sourceWidth is not an <img> attribute.
    expect(imgAttributes({ ...props, sourceWidth: 640 })).not.toHaveProperty('sourceWidth');
  });
});

// What lib/images/attributes.ts is for: `next/image` is one module with getImageProps and <Image>,
// a client component, so a page that imports getImageProps from it ships <Image>'s chunk too. The
// day next/image no longer requires the component beside getImageProps, this fails: import
// getImageProps from 'next/image' and remove the private parts (docs/architecture.md, "Couplings
// to private internals").
test("next/image's getImageProps still comes with <Image>'s client component", () => {
  const entry = require.resolve('next/image');
  const target = /require\('([^']+)'\)/.exec(readFileSync(entry, 'utf8'))?.[1];
  const external = readFileSync(require.resolve(path.join(path.dirname(entry), target!)), 'utf8');
  expect(external).toMatch(/require\("\.\.\/\.\.\/client\/image-component"\)/);
});
