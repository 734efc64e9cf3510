import { applyPost } from '@/lib/applications/post';

// POST /api/apply: a job application (lib/applications/post.ts).
export const dynamic = 'force-dynamic';

export const POST = applyPost;
