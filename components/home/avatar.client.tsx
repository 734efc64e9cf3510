'use client';

import Image from 'next/image';
import { useState } from 'react';
import { AvatarInitials, avatarFrame } from './avatar-initials';

type Props = { src: string; alt: string; initials: string; className?: string };

/** A team photo that falls back to the name's initials when the image fails (SPEC §2 About). */
export function Avatar({ src, alt, initials, className = '' }: Props) {
  const [failed, setFailed] = useState(false);
  // next/image re-sets src after hydration, so an error that happened earlier still reaches onError.

  const frame = avatarFrame(className);
  if (failed) return <AvatarInitials alt={alt} initials={initials} frame={frame} />;
  return (
    <span className={frame}>
      <Image src={src} alt={alt} fill sizes="96px" className="object-cover" onError={() => setFailed(true)} />
    </span>
  );
}
