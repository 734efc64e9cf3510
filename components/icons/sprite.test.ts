import type { IconType } from 'react-icons';
import { FaPhone } from 'react-icons/fa6';
import { LuHouse } from 'react-icons/lu';
import { ICONS } from './registry';
import { iconSprite, iconSymbol, spriteVersion } from './sprite';

describe('icon sprite (/icons.svg)', () => {
  const sprite = iconSprite();

  it('holds one symbol per registered icon, each with a viewBox and a shape', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id)).toEqual(Object.keys(ICONS));
    for (const [, , viewBox, shapes] of symbols) {
      expect(viewBox).toMatch(/^0 0 \d+ \d+$/);
      expect(shapes).toMatch(/^<path d="M[^"]+"><\/path>/);
    }
  });

  it('is one standalone SVG document', () => {
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(sprite.endsWith('</svg>')).toBe(true);
    expect(sprite).not.toMatch(/undefined|\[object/);
  });

  it('keeps the shapes of react-icons exactly (the path of FaPhone)', () => {
    const data = FaPhone({}) as { props: { children: { props: { d: string } }[] } };
    const d = data.props.children[0]!.props.d;
    expect(iconSymbol('phone', FaPhone)).toBe(
      `<symbol id="phone" viewBox="0 0 512 512"><path d="${d}"></path></symbol>`,
    );
  });

  it('writes nested shapes and kebab-case attributes of other icon sets (Lucide)', () => {
    const symbol = iconSymbol('house', LuHouse);
    expect(symbol).toMatch(/^<symbol id="house" viewBox="0 0 24 24">/);
    expect(symbol).toMatch(
      /<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"[^>]*><path d="/,
    );
    expect(symbol.replace('viewBox=', '')).not.toMatch(/ [a-z]+[A-Z][a-z]*="/); // no camelCase attribute left
  });

  it('escapes attribute values and refuses an icon without a viewBox or shapes', () => {
    const hostile = (() => ({
      props: { attr: { viewBox: '0 0 1 1' }, children: [{}] },
    })) as unknown as IconType;
    expect(() => iconSymbol('x', hostile)).toThrow('icon "x" has no shapes');
    const noViewBox = (() => ({ props: { attr: {}, children: [] } })) as unknown as IconType;
    expect(() => iconSymbol('y', noViewBox)).toThrow('icon "y" has no viewBox');
    expect(iconSymbol('a"b', FaPhone)).toContain('id="a&quot;b"');
  });

  it('versions the URL by content: same sprite, same version; any change, a new one', () => {
    expect(spriteVersion(sprite)).toMatch(/^[0-9a-f]{10}$/);
    expect(spriteVersion(iconSprite())).toBe(spriteVersion(sprite));
    expect(spriteVersion(iconSprite({ phone: FaPhone }))).not.toBe(spriteVersion(sprite));
  });
});
