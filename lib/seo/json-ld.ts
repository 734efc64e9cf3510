// schema.org data for search engines, in a `<script type="application/ld+json">`: the
// organisation (components/home/organization-json-ld.tsx), a post
// (components/records/blog-posting-json-ld.tsx), the events (components/records/events-json-ld.tsx)
// and a vacancy (components/jobs/job-posting-json-ld.tsx, built by lib/jobs/job-posting.ts).

/** JSON for a `<script type="application/ld+json">`: "<" escaped, so no text can close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
