import http from 'node:http';

// A redirect's Location header, sent once.
//
// Next 16.4 renders an ISR page that redirects (app/[locale]/blog/[id]: an unknown post goes to the
// list) with the real response: the render sets `Location`, then Next appends the headers of the
// cache entry it just made (app-page-runtime.js, `res.appendHeader` of `cachedData.headers`), so
// the first answer carried `Location` twice (a cache hit carries it once). A response has one
// location: installSingleLocation() (called once from instrumentation.ts) makes an append of
// `Location` replace the one already set.

const state = globalThis as typeof globalThis & { __siteSingleLocation?: boolean };

type Append = (
  this: http.ServerResponse,
  name: string,
  value: string | readonly string[],
) => http.ServerResponse;

export function installSingleLocation(): void {
  if (state.__siteSingleLocation) return;
  const proto = http.ServerResponse.prototype as unknown as { appendHeader: Append };
  const original = proto.appendHeader;
  proto.appendHeader = function appendHeader(this: http.ServerResponse, name, value) {
    if (name.toLowerCase() === 'location' && this.hasHeader('location')) {
      this.setHeader('location', Array.isArray(value) ? value[value.length - 1] : value);
      return this;
    }
    return original.call(this, name, value);
  };
  state.__siteSingleLocation = true;
}
