/**
 * English pages are the routes of app/(en), at the spec's unprefixed addresses. Each one renders
 * the app/[locale] page or layout of the same route, with `locale: 'en'` added to its params, so
 * the two languages share one implementation and an English page needs no rewrite: a
 * next.config rewrite of `/blog` to `/en/blog` cost `next start` a fifth of each English page's
 * time (README, "Where the rest of the server's time goes").
 */
export function inEnglish<T extends { params: Promise<{ locale: string }> }, R>(render: (props: T) => R) {
  type Params = Omit<Awaited<T['params']>, 'locale'>;
  return (props: Omit<T, 'params'> & { params: Promise<Params> }): R =>
    render({ ...props, params: props.params.then((params) => ({ ...params, locale: 'en' })) } as T);
}
