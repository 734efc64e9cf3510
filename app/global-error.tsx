'use client';

// Default imports read by property (a named import from JSON is deprecated and warns in
// `next build`): webpack tracks the property read and keeps only `ErrorPage` of each catalogue in
// the browser bundle, which every page loads (the whole catalogues were 8 KiB gzipped there).
import en from '@/messages/en.json';
import si from '@/messages/si.json';

const enStrings = en.ErrorPage;
const siStrings = si.ErrorPage;

// The root layout itself failed, so no provider is there: pick the language from the URL.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const isSinhala = typeof window !== 'undefined' && /^\/si(\/|$)/.test(window.location.pathname);
  const t = isSinhala ? siStrings : enStrings;
  return (
    <html lang={isSinhala ? 'si' : 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '6rem 1rem' }}>
        <h1>{t.title}</h1>
        <p>{t.description}</p>
        <button type="button" onClick={reset}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
