/**
 * The initials in place of a team photo (docs/spec-summary.md, Home page): shared by the server and
 * the client Avatar.
 */
export function AvatarInitials({ alt, initials, frame }: { alt: string; initials: string; frame: string }) {
  return (
    <span
      role="img"
      aria-label={alt}
      className={`${frame} flex items-center justify-center bg-brand-600 text-2xl font-bold text-white`}
    >
      <span aria-hidden>{initials}</span>
    </span>
  );
}

export const avatarFrame = (className = '') =>
  `relative size-24 shrink-0 overflow-hidden rounded-full ring-4 ring-white shadow-md ${className}`;
