// Transport checks of POST /api/contact, before the body is trusted.

/** The media type of Content-Type, without parameters, lower-cased (`application/json`). */
export function mediaType(headers: Headers): string | undefined {
  return headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
}

export function isJson(headers: Headers): boolean {
  return mediaType(headers) === 'application/json';
}

/** Cross-site: an Origin whose host is not our Host, or the browser says so. */
export function isCrossSite(headers: Headers): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" or garbage
  }
}

// The body itself is read by the shared bounded reader.
export { readBody } from '@/lib/request-body';
