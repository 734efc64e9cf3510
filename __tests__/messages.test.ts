/** @jest-environment node */
import en from '@/messages/en.json';
import si from '@/messages/si.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort();
}

describe('messages', () => {
  it('en.json and si.json have the same key tree', () => {
    expect(keys(si as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('every Sinhala message keeps the English placeholders and is not empty', () => {
    const flat = (tree: Tree) =>
      new Map(
        keys(tree).map((k) => [
          k,
          k.split('.').reduce<Tree | string>((n, p) => (n as Tree)[p] as Tree | string, tree) as string,
        ]),
      );
    const enFlat = flat(en as Tree);
    for (const [key, text] of flat(si as Tree)) {
      expect([key, text.trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(enFlat.get(key) ?? '')]);
    }
  });
});
