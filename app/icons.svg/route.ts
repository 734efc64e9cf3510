import { iconSprite } from '@/components/icons/sprite';

// Built once, at `next build`: the sprite only changes with the code.
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Its URL carries a content hash (components/ui/icon.tsx), so a changed sprite is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
