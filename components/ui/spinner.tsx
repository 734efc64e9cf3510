/** A loading indicator announced to screen readers; sized so the content that replaces it does not jump far. */
export function Spinner({ label, className = 'min-h-[50vh]' }: { label: string; className?: string }) {
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
