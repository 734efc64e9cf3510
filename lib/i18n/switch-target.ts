import { getPathname } from './paths';
import { isShareCard, isSitePage, localeOf, withoutLocale } from './site-pages';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** A post's address without the prefix: `/blog/<id>`. */
const POST_PATH = /^\/blog\/([^/]+)\/?$/;

type SwitchTarget = {
  /** The page in the other language, with the query it had. */
  path: string;
  /** Set on a post: its id and the language it was shown in, so its linked translation can be found. */
  post: { id: string; from: Locale } | null;
};

/**
 * Where the language switch sends a visitor whose page has not run its scripts yet (the switch's
 * form posts to /api/language): the page they were on, named by the Referer, in `to`. A missing,
 * unreadable or foreign address, or one that is not a page of the site, goes to `to`'s home page.
 * Only the path and query are kept, so the answer is always an address on this site.
 */
export function switchTarget(referer: string | null, to: Locale): SwitchTarget {
  const home: SwitchTarget = { path: getPathname({ href: '/', locale: to }), post: null };
  if (!referer) return home;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return home;
  }
  const { pathname, search } = url;
  if (!isSitePage(pathname) || isShareCard(pathname)) return home;
  const bare = (withoutLocale(pathname) || '/').replace(/(.)\/$/, '$1');
  const id = POST_PATH.exec(bare)?.[1];
  return {
    path: `${getPathname({ href: bare, locale: to })}${search}`,
    post: id ? { id, from: localeOf(pathname) ?? DEFAULT_LOCALE } : null,
  };
}
