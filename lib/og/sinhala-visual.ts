// next/og (satori) lays glyphs out in logical order without OpenType shaping, so a Sinhala
// pre-base vowel sign (kombuva, ෙ) would be drawn after its consonant. For the share card only,
// the text is put into visual order: the kombuva (or kombu deka) moves before the consonant
// cluster and split vowels are drawn as their parts. Joiners (ZWJ/ZWNJ) are dropped, because
// without shaping they only leave a stray mark. Conjuncts then show as consonant + al-lakuna.

const KOMBUVA = '\u0DD9';
const KOMBU_DEKA = '\u0DDB';
const AL_LAKUNA = '\u0DCA';
const AELA_PILLA = '\u0DCF';
const GAYANUKITTA = '\u0DDF';

/** The visual parts of each pre-base vowel sign: [before the consonant, after it]. */
const SPLIT: Record<string, [string, string]> = {
  '\u0DD9': [KOMBUVA, ''],
  '\u0DDA': [KOMBUVA, AL_LAKUNA],
  '\u0DDB': [KOMBU_DEKA, ''],
  '\u0DDC': [KOMBUVA, AELA_PILLA],
  '\u0DDD': [KOMBUVA, AELA_PILLA + AL_LAKUNA],
  '\u0DDE': [KOMBUVA, GAYANUKITTA],
};

// A consonant (ක..ෆ) with any al-lakuna + consonant parts before the vowel sign.
const CLUSTER = /([\u0D9A-\u0DC6](?:\u0DCA[\u0D9A-\u0DC6])*)([\u0DD9-\u0DDE])/g;

export function sinhalaVisualOrder(text: string): string {
  return text.replace(/[\u200C\u200D]/g, '').replace(CLUSTER, (_, cluster: string, sign: string) => {
    const [before, after] = SPLIT[sign]!;
    return `${before}${cluster}${after}`;
  });
}
