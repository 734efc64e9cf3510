/**
 * A loading indicator announced to screen readers. A screen tall by default, so the footer stays
 * below the fold until the list streams in (no layout shift on a phone).
 */
export function Spinner({ label, className = 'min-h-dvh' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
