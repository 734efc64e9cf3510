/** @jest-environment node */
import { getPathname } from './navigation';

test('getPathname: the address in each language, with its query and hash', () => {
  expect(getPathname({ href: '/', locale: 'en' })).toBe('/');
  expect(getPathname({ href: '/', locale: 'si' })).toBe('/si');
  expect(getPathname({ href: '/blog', locale: 'si' })).toBe('/si/blog');
  expect(getPathname({ href: { pathname: '/', hash: 'services' }, locale: 'en' })).toBe('/#services');
  expect(getPathname({ href: { pathname: '/', hash: '#about' }, locale: 'si' })).toBe('/si#about');
  expect(getPathname({ href: { pathname: '/blog', query: { notice: 'invalid-post' } }, locale: 'si' })).toBe(
    '/si/blog?notice=invalid-post',
  );
  expect(getPathname({ href: { pathname: '/jobs', query: {} }, locale: 'en' })).toBe('/jobs');
  expect(getPathname({ href: { pathname: '/jobs', query: { sector: 'caregiving' } }, locale: 'si' })).toBe(
    '/si/jobs?sector=caregiving',
  );
});
