import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { imgAttributes } from '@/lib/images/attributes';
import { ArrowLink } from './arrow-link';
import type { Locale } from '@/lib/i18n/routing';

// The pictures by their public paths, not imported as modules: an imported image is a module of
// the page's client chunk (its address, size and blur preview, about 0.9 KiB of first-load JS).
const HERO = '/images/hero.jpg';
// A 9:16 crop of hero.jpg around the mountain (made with sharp, 750×1333), for portrait phones:
// the wide image would be cut to a blurry middle strip there (art direction).
const PORTRAIT_HERO = { src: '/images/hero-portrait.jpg', width: 750 };

const PORTRAIT = '(max-width: 639px) and (orientation: portrait)';
const LANDSCAPE = '(min-width: 640px), (orientation: landscape)';

// The hero (docs/spec-summary.md, Home page). The image is the LCP element: preloaded, high
// priority, never lazy. Until it arrives the section shows the photo's average colours by thirds
// (top, middle, bottom) as a CSS gradient, not next/image's blur placeholder: that one is an SVG
// with two Gaussian blurs drawn under the photo at full screen size on every repaint, and it held
// the first paint of the home pages back by 80-100 ms of rasterising in some Lighthouse runs.
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hero' });
  const common = { alt: '', fill: true, sizes: '100vw', quality: 75 } as const;
  const wide = imgAttributes({ ...common, src: HERO });
  const { srcSet: portraitSrcSet, ...img } = imgAttributes({
    ...common,
    src: PORTRAIT_HERO.src,
    sourceWidth: PORTRAIT_HERO.width,
    fetchPriority: 'high',
    loading: 'eager',
    className: '-z-20 object-cover',
  });

  return (
    <section
      id="home"
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-gradient-to-b from-[#4b268c] via-[#6e3c78] to-[#612d3f] text-white"
    >
      {/* Each screen preloads only the picture it shows (React hoists these into <head>). */}
      <link
        rel="preload"
        as="image"
        imageSrcSet={portraitSrcSet}
        imageSizes="100vw"
        media={PORTRAIT}
        fetchPriority="high"
      />
      <link
        rel="preload"
        as="image"
        imageSrcSet={wide.srcSet}
        imageSizes="100vw"
        media={LANDSCAPE}
        fetchPriority="high"
      />
      <picture>
        <source media={LANDSCAPE} srcSet={wide.srcSet} sizes="100vw" />
        {/* eslint-disable-next-line jsx-a11y/alt-text -- alt="" comes with the props (decorative) */}
        <img {...img} srcSet={portraitSrcSet} />
      </picture>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/55 to-black/75"
      />
      <div className="mx-auto w-full max-w-5xl px-4 pt-24 pb-16 text-center">
        <p className="mb-4 inline-block rounded-full border border-white/40 bg-white/10 px-4 py-1 text-sm font-medium backdrop-blur-sm">
          {t('eyebrow')}
        </p>
        <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t('title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">{t('subtitle')}</p>
        {/* Two actions: the vacancies (what most visitors come for) and the page below. */}
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <ArrowLink
            href="/jobs"
            locale={locale}
            className="rounded-full bg-brand-600 px-7 py-3 text-lg font-semibold shadow-lg transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            {t('jobs')}
          </ArrowLink>
          <a
            href="#about"
            className="inline-flex items-center gap-2 rounded-full border border-white/70 bg-white/10 px-7 py-3 text-lg font-semibold backdrop-blur-sm transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            {t('cta')}
            <Icon name="arrow-down" aria-hidden className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
