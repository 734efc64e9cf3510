import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import proxy, { config } from '@/proxy';

// What __tests__/proxy.test.ts and __tests__/proxy-matcher.test.ts ask of the proxy: whether it
// runs on a path, and what it answers.

// The proxy's matchers, compiled the way `next build` compiles them and applied the way
// `next start` applies them.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (
    matcher: unknown,
    nextConfig: object,
  ) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
export const runsOn = (pathname: string) => matches(pathname, { headers: {} } as never, {});

type Answer = {
  status: number;
  rewrite: string | null;
  location: string | null;
  next: boolean;
  headers: string[];
};

/** The path and query of an address the proxy answers with (NextRequest names the host localhost). */
const pathOf = (url: string | null) =>
  url === null ? null : `${new URL(url).pathname}${new URL(url).search}`;

export function answer(pathname: string, headers: Record<string, string> = {}): Answer {
  const response = proxy(new NextRequest(`http://127.0.0.1:3000${pathname}`, { headers }));
  return {
    status: response.status,
    rewrite: pathOf(response.headers.get('x-middleware-rewrite')),
    location: pathOf(response.headers.get('location')),
    next: response.headers.get('x-middleware-next') === '1',
    // What reaches the visitor: no cookie, no Vary, no Link.
    headers: ['set-cookie', 'vary', 'link'].filter((name) => response.headers.has(name)),
  };
}

/** The segments the generated paths are made of. */
export const SEGMENTS = [
  'si',
  'en',
  'SI',
  'blog',
  'events',
  'documents',
  'testimonials',
  'jobs',
  'card',
  'page-not-found',
  'lo20lag22mtg3se',
  'api',
  '_next',
  'x.png',
  '%C0',
  '%E0%B6%BA',
  '',
];
