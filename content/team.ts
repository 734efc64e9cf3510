// The team's cards are records of `team_members` in PocketBase (lib/pocketbase/lists.ts getTeam);
// a member without a photo shows the initials (docs/spec-summary.md, Home page).

/** The avatar fallback is the first two letters of the name, in capitals. */
export function initialsOf(name: string): string {
  const letters = [
    ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.replace(/\s+/g, '')),
  ];
  return letters
    .slice(0, 2)
    .map((part) => part.segment)
    .join('')
    .toUpperCase();
}
