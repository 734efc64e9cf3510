/** @jest-environment node */
import SEED_LISTS from '@/pocketbase/seed-lists.json';

const TEAM_MEMBERS = SEED_LISTS.team_members;
import { initialsOf } from './team';

describe('team', () => {
  it('the seed has 6 members in Sri Lanka and 2 in Japan, one without a photo', () => {
    expect(TEAM_MEMBERS.filter((m) => m.team === 'sri_lanka')).toHaveLength(6);
    expect(TEAM_MEMBERS.filter((m) => m.team === 'japan')).toHaveLength(2);
    expect(TEAM_MEMBERS.filter((m) => !('photo' in m)).map((m) => m.name_en)).toEqual(['Sachini Fernando']);
  });

  it('initials are the first two letters of the name, in capitals', () => {
    expect(initialsOf('Sachini Fernando')).toBe('SA');
    expect(initialsOf('kenji tanaka')).toBe('KE');
    // A Sinhala letter keeps its vowel sign: two whole letters, never half a glyph.
    expect(initialsOf('සචිනි ප්‍රනාන්දු')).toBe('සචි');
    expect(initialsOf('Al')).toBe('AL');
  });
});
