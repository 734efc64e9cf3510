'use client';

import Image from 'next/image';
import { useState } from 'react';

type Props = { src: string; alt: string; initials: string; className?: string };

/** A team photo that falls back to the name's initials when the image fails (SPEC §2 About). */
export function Avatar({ src, alt, initials, className = '' }: Props) {
  const [failed, setFailed] = useState(false);
  // next/image re-sets src after hydration, so an error that happened earlier still reaches onError.

  const frame = `relative size-24 shrink-0 overflow-hidden rounded-full ring-4 ring-white shadow-md ${className}`;
  if (failed) {
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
  return (
    <span className={frame}>
      <Image src={src} alt={alt} fill sizes="96px" className="object-cover" onError={() => setFailed(true)} />
    </span>
  );
}
