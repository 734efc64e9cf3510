import type { Locale } from '@/lib/i18n/routing';
import { initialsOf, type TeamMember } from '@/content/team';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { imgAttributes } from '@/lib/images/attributes';
import { AvatarIsland } from './home-islands.client';
import { AvatarInitials, avatarFrame } from './avatar-initials';

// A photo that is not in public/ is never requested (no 404 in the console): the initials are
// drawn on the server. The client Avatar still falls back if a photo that exists fails to load.
const hasPhoto = (src: string) =>
  !src.startsWith('/') || existsSync(path.join(process.cwd(), 'public', ...src.split('/')));

// Drawn at 96 CSS px (avatarFrame's size-24): a 1x and a 2x address. `fill` with sizes="96px"
// listed all thirteen of the optimizer's widths, up to 1920, for a 160 px file.
const AVATAR_SIZE = 96;

type Props = { member: TeamMember; locale: Locale; photoAlt: string };

/**
 * A team member (docs/spec-summary.md, Fixed content): photo, name, then the details list whose
 * first line is the role.
 */
export function TeamMemberCard({ member, locale, photoAlt }: Props) {
  const name = member.name[locale];
  const [role, ...rest] = member.details[locale];
  return (
    <li className="flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
      {hasPhoto(member.image) ? (
        <AvatarIsland
          img={imgAttributes({ src: member.image, alt: photoAlt, width: AVATAR_SIZE, height: AVATAR_SIZE })}
          alt={photoAlt}
          initials={initialsOf(name)}
          className={member.style}
        />
      ) : (
        <AvatarInitials alt={photoAlt} initials={initialsOf(name)} frame={avatarFrame(member.style)} />
      )}
      <p className="mt-4 font-semibold text-ink-900">{name}</p>
      {role && <p className="text-sm font-medium text-brand-600">{role}</p>}
      {rest.map((line) => (
        <p key={line} className="text-sm text-ink-500">
          {line}
        </p>
      ))}
    </li>
  );
}
