// The Sinhala face's unicode-range, the package's own (its sinhala-400 rule in 400.css). CSS cannot
// import it, so app/globals.css writes it out too; lib/fonts/faces.test.ts holds both to the package.
export const SINHALA_RANGE = 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4';
