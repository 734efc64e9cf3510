import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import nextConfig from '../../next.config';

// The header rules of next.config.ts, matched as `next start` matches a rule's source
// (filesystem.js buildCustomRoute), for the tests of what each path is sent: jest's
// (__tests__/next-config.test.ts, app/api/preview) and the e2e suite's (e2e/security-headers.spec.ts).

/** The header rules, each with `match(path)`: the named parameters it fills in, or false. */
export async function headerRules() {
  return (await nextConfig.headers!()).map((rule) => ({
    ...rule,
    match: getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex) => modifyRouteRegex(regex),
    }),
  }));
}

/**
 * The headers (lower-case names) next.config.ts gives `path` over those of the answer itself
 * (`own`): a later rule's header replaces an earlier one's. Rules that depend on a cookie or a
 * header of the request (`has`) are left out.
 */
export async function configuredHeaders(path: string, own: Record<string, string> = {}) {
  const result = { ...own };
  for (const rule of await headerRules())
    if (!rule.has && rule.match(path)) for (const h of rule.headers) result[h.key.toLowerCase()] = h.value;
  return result;
}
