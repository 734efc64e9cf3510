import 'server-only';
import { createRateLimiter, type RateDecision } from '@/lib/http/rate-limit';
import { STATUS_PER_ADDRESS_PER_MINUTE } from './budget';

// This process's budget of status lookups per client address (./budget.ts).
const global = globalThis as typeof globalThis & { __statusLimit?: ReturnType<typeof createRateLimiter> };
const limiter = (global.__statusLimit ??= createRateLimiter({ perKey: STATUS_PER_ADDRESS_PER_MINUTE }));

export const takeStatusAddress = (address: string): RateDecision => limiter.take(address);
