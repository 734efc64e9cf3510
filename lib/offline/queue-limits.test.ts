import { APPLY_BODY_MAX_BYTES } from '@/lib/applications/fields';
import { fitsQueue, QUEUE_LIMIT_LABEL, QUEUE_MAX_BYTES, QUEUE_MAX_ITEMS } from './queue-limits';

describe('fitsQueue', () => {
  it('keeps at most one upload limit of an application in all', () => {
    expect(QUEUE_MAX_BYTES).toBe(APPLY_BODY_MAX_BYTES);
    expect(QUEUE_LIMIT_LABEL).toBe('15 MB');
    expect(fitsQueue([], QUEUE_MAX_BYTES)).toBe(true);
    expect(fitsQueue([], QUEUE_MAX_BYTES + 1)).toBe(false);
    expect(fitsQueue([1000], QUEUE_MAX_BYTES - 1000)).toBe(true);
    expect(fitsQueue([1000], QUEUE_MAX_BYTES - 999)).toBe(false);
  });

  it(`keeps at most ${QUEUE_MAX_ITEMS} forms`, () => {
    const kept = Array.from({ length: QUEUE_MAX_ITEMS - 1 }, () => 10);
    expect(fitsQueue(kept, 10)).toBe(true);
    expect(fitsQueue([...kept, 10], 10)).toBe(false);
  });
});
