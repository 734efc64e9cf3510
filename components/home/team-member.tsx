import type { TeamMember } from '@/lib/pocketbase/lists';
import { initialsOf } from '@/content/team';
import { imgAttributes } from '@/lib/images/attributes';
import { AvatarIsland } from './home-islands.client';
import { AvatarInitials, avatarFrame } from './avatar-initials';

// Drawn at 96 CSS px (avatarFrame's size-24): a 1x and a 2x address. `fill` with sizes="96px"
// listed all thirteen of the optimizer's widths, up to 1920, for a 160 px file.
const AVATAR_SIZE = 96;

type Props = { member: TeamMember; photoAlt: string; draftLabel: string };

/**
 * A team member (docs/spec-summary.md, Fixed content), a record of `team_members`: photo, name,
 * role, and an optional second line. Without a photo the initials are drawn on the server (no
 * request); the client Avatar still falls back if a photo that exists fails to load.
 */
export function TeamMemberCard({ member, photoAlt, draftLabel }: Props) {
  return (
    <li
      className="flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="team-member"
      id={`team-${member.id}`}
    >
      {member.draft && (
        <span className="mb-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{draftLabel}</span>
      )}
      {member.photo ? (
        <AvatarIsland
          img={imgAttributes({ src: member.photo, alt: photoAlt, width: AVATAR_SIZE, height: AVATAR_SIZE })}
          alt={photoAlt}
          initials={initialsOf(member.name)}
        />
      ) : (
        <AvatarInitials alt={photoAlt} initials={initialsOf(member.name)} frame={avatarFrame()} />
      )}
      <p className="mt-4 font-semibold text-ink-900">{member.name}</p>
      {member.role && <p className="text-sm font-medium text-brand-600">{member.role}</p>}
      {member.detail && <p className="text-sm text-ink-500">{member.detail}</p>}
    </li>
  );
}
