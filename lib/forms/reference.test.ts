import {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  isReference,
  makeReference,
  parseReference,
} from './reference';

describe('reference', () => {
  it('is HL- and eight symbols without look-alikes', () => {
    for (let i = 0; i < 2000; i += 1) {
      const reference = makeReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    }
  });

  it('draws every symbol of the alphabet, and no two of 2,000 are equal', () => {
    const seen = new Set<string>();
    const symbols = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const reference = makeReference();
      seen.add(reference);
      for (const symbol of reference.slice(3)) symbols.add(symbol);
    }
    expect(seen.size).toBe(2000);
    expect([...symbols].sort().join('')).toBe([...REFERENCE_ALPHABET].sort().join(''));
  });

  it('reads a reference back as a person types it', () => {
    expect(parseReference(' hl-7k3m 9p2q ')).toBe('HL-7K3M9P2Q');
    expect(parseReference('7K3M9P2Q')).toBe('HL-7K3M9P2Q');
    expect(parseReference('HL-7K3M9P2O')).toBeUndefined();
    expect(parseReference('HL-7K3M9P2')).toBeUndefined();
    expect(isReference('HL-7K3M9P2Q')).toBe(true);
    expect(isReference('HL-7K3M9P2Q\n')).toBe(false);
    expect(isReference(42)).toBe(false);
  });
});
