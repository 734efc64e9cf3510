'use client';

import { useEffect, useRef, useState } from 'react';
import type { ImgAttributes } from '@/lib/images/attributes';
import { AvatarInitials, avatarFrame } from './avatar-initials';

type Props = { img: ImgAttributes; alt: string; initials: string; className?: string };

/**
 * A team photo that falls back to the name's initials when the image fails (docs/spec-summary.md,
 * Home page).
 */
export function Avatar({ img, alt, initials, className = '' }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A photo that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  const frame = avatarFrame(className);
  if (failed) return <AvatarInitials alt={alt} initials={initials} frame={frame} />;
  return (
    <span className={frame}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (team-member.tsx), without its client chunk */}
      <img
        {...img}
        ref={ref}
        alt={alt}
        className="block size-full object-cover"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
