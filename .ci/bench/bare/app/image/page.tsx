// The image reference of `npm run bench` (.ci/bench/targets.mjs): the bare page with one priority
// image above the fold, as a post shows its first image (lib/html/sanitize.ts): the same seeded file
// (pocketbase/seed-files/blog-1-1.png, copied to public/post.png by .ci/bench/bare.mjs), the same
// 640×360 and sizes (BODY_IMAGE_SIZES there; the bare app is built apart, so they are written out
// here), loaded eagerly at high priority through this app's own image optimizer (its formats and
// widths are the site's: .ci/bench/bare/next.config.ts). A page whose LCP element is an image is
// held to this page's LCP; a page led by text, to the bare page's.
import Image from 'next/image';

export default function Page() {
  return (
    <main>
      <h1>Bare Next page with an image</h1>
      <Image
        src="/post.png"
        alt="A seeded post's image"
        width={640}
        height={360}
        sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
        priority
        fetchPriority="high"
        style={{ maxWidth: '100%', height: 'auto' }}
      />
      <p>The same page, with the image a post leads with.</p>
    </main>
  );
}
