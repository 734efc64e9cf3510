/** Marks the card of an unpublished record, which only draft preview shows. */
export function DraftBadge({ label }: { label: string }) {
  return (
    <span className="w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {label}
    </span>
  );
}
