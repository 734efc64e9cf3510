/** The mark of a draft card, shown in draft preview only. */
export function DraftMark({ label }: { label: string }) {
  return <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{label}</span>;
}
