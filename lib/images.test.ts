import { getImageProps, type ImageProps } from 'next/image';
import { imgAttributes } from './images';

// lib/images.ts takes getImageProps from inside next (to keep next/image's client chunk out of
// the pages); it must stay the very function `next/image` exports.
describe('imgAttributes', () => {
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
    expect(imgAttributes(props)).toEqual(getImageProps(props).props);
  });

  it('goes through the image optimizer with a srcset', () => {
    const img = imgAttributes({ src: '/images/a.jpg', alt: '', fill: true, sizes: '100vw' });
    expect(img.src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fa\.jpg&w=\d+&q=75$/);
    expect(img.srcSet).toMatch(/ 640w, /);
    expect(img.loading).toBe('lazy');
  });
});
