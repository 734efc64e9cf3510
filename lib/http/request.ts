// Transport checks of a POST (app/api/contact, app/api/apply, app/api/csp-report), before its body
// is trusted. The body itself is read by ./body.ts.

/** The media type of Content-Type, without parameters, lower-cased (`application/json`). */
export function mediaType(headers: Headers): string | undefined {
  return headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
}

export function isJson(headers: Headers): boolean {
  return mediaType(headers) === 'application/json';
}

/** The two spellings of the local address a browser may have been given (`npm start` prints one). */
const LOCAL_SPELLINGS = ['localhost', '127.0.0.1'];

/**
 * Cross-site: the browser says so, or an Origin that is not the site's own (`siteUrl`, SITE_URL in
 * lib/env.ts). Only SITE_URL says what the site's origin is: Host and X-Forwarded-Host come from
 * the client (nginx passes them on), so they never take part. A request without Origin (a client
 * that is no browser, or an old one) is not refused here.
 *
 * A local site (SITE_URL on localhost or 127.0.0.1, as it is while SITE_URL is unset: lib/env.ts)
 * is the same site under either spelling, on its own scheme and port; any other port is another
 * site. A public SITE_URL is the one origin accepted.
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    const given = new URL(origin);
    const site = new URL(siteUrl);
    if (given.origin === site.origin) return false;
    const local = (url: URL) => LOCAL_SPELLINGS.includes(url.hostname);
    return !(local(site) && local(given) && given.protocol === site.protocol && given.port === site.port);
  } catch {
    return true; // "null" or garbage
  }
}
