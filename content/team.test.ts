/** @jest-environment node */
import { initialsOf, japanTeam, sriLankaTeam } from './team';

describe('team', () => {
  it('has 6 members in Sri Lanka and 2 in Japan', () => {
    expect(sriLankaTeam).toHaveLength(6);
    expect(japanTeam).toHaveLength(2);
  });

  it('initials are the first two letters of the name, in capitals', () => {
    expect(initialsOf('Sachini Fernando')).toBe('SA');
    expect(initialsOf('kenji tanaka')).toBe('KE');
    // A Sinhala letter keeps its vowel sign: two whole letters, never half a glyph.
    expect(initialsOf('සචිනි ප්‍රනාන්දු')).toBe('සචි');
    expect(initialsOf('Al')).toBe('AL');
  });
});
