/** @jest-environment node */
import { jsonLd } from './json-ld';

describe('jsonLd', () => {
  it('escapes "<" so the markup cannot close its script tag', () => {
    expect(jsonLd({ description: '</script><script>alert(1)</script>' })).toBe(
      '{"description":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    expect(JSON.parse(jsonLd({ a: '<p>' }))).toEqual({ a: '<p>' });
  });
});
