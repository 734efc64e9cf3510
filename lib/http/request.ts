// Transport checks of a POST (app/api/contact, app/api/apply, app/api/csp-report), before its body
// is trusted. The body itself is read by ./body.ts.

/** The media type of Content-Type, without parameters, lower-cased (`application/json`). */
export function mediaType(headers: Headers): string | undefined {
  return headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
}

export function isJson(headers: Headers): boolean {
  return mediaType(headers) === 'application/json';
}

/**
 * Cross-site: the browser says so, or an Origin that is not the site's own (`siteUrl`, SITE_URL in
 * lib/env.ts). Only SITE_URL says what the site's origin is: Host and X-Forwarded-Host come from
 * the client (nginx passes them on), so they never take part. A request without Origin (a client
 * that is no browser, or an old one) is not refused here.
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).origin !== new URL(siteUrl).origin;
  } catch {
    return true; // "null" or garbage
  }
}
