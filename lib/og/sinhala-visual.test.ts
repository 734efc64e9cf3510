import { sinhalaVisualOrder } from './sinhala-visual';

describe('sinhalaVisualOrder (share card text for a renderer without shaping)', () => {
  it('moves the kombuva before its consonant', () => {
    expect(sinhalaVisualOrder('සේවක')).toBe('\u0DD9ස\u0DCAවක');
    expect(sinhalaVisualOrder('කෙ')).toBe('\u0DD9ක');
    expect(sinhalaVisualOrder('කො')).toBe('\u0DD9ක\u0DCF');
    expect(sinhalaVisualOrder('කෞ')).toBe('\u0DD9ක\u0DDF');
    expect(sinhalaVisualOrder('කෛ')).toBe('\u0DDBක');
  });

  it('keeps a conjunct cluster together and drops joiners', () => {
    expect(sinhalaVisualOrder('ක්‍රෙ')).toBe('\u0DD9ක\u0DCAර');
    expect(sinhalaVisualOrder('පත්‍රය')).toBe('පත\u0DCAරය');
  });

  it('leaves Latin text and Sinhala without pre-base signs alone', () => {
    expect(sinhalaVisualOrder('JLPT N4 or JFT-Basic A2?')).toBe('JLPT N4 or JFT-Basic A2?');
    expect(sinhalaVisualOrder('ජපානය')).toBe('ජපානය');
  });
});
