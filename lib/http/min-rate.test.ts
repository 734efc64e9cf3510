/** @jest-environment node */
import { manualClock, settle } from '@/__tests__/support/manual-clock';
import { minRateReader } from './min-rate';

// The body deadline as a minimum rate, timed by a clock the test moves: 8 KiB/s over any 30 s.
const RATE = { bytesPerSecond: 8 * 1024, windowMs: 30_000 };
const KIB = 1024;

/**
 * Feeds a stream `bytes(second)` each second for `seconds` and reads it through the guard. When
 * the guard gave up (in seconds from the start), how much it let through, and whether the
 * stream was cancelled.
 */
async function run(bytes: (second: number) => number, seconds: number) {
  const { clock, advance } = manualClock();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  const reader = minRateReader(stream, RATE, clock);
  let slowAt: number | undefined;
  let done = false;
  const reading = (async () => {
    for (;;) {
      const result = await reader.read();
      if (result === 'slow') return void (slowAt = clock.now() / 1000);
      if (result.done) return void (done = true);
    }
  })();
  for (let second = 0; second <= seconds && slowAt === undefined; second += 1) {
    if (second > 0) advance(1000);
    await settle();
    if (slowAt !== undefined) break;
    const size = bytes(second);
    if (size > 0) controller.enqueue(new Uint8Array(size));
    await settle();
  }
  if (slowAt === undefined) controller.close();
  await reading;
  return { slowAt, done, total: reader.total, cancelled };
}

describe('minRateReader', () => {
  it('a byte every 5 s is cut off once the first 30 s are over, the stream cancelled', async () => {
    expect(await run((second) => (second % 5 === 0 ? 1 : 0), 120)).toEqual({
      slowAt: 30,
      done: false,
      total: 6,
      cancelled: true,
    });
  });

  it('a slow 3G phone (40 KiB/s) sends 15 MiB to the end', async () => {
    expect(await run(() => 40 * KIB, 400)).toEqual({
      slowAt: undefined,
      done: true,
      total: 401 * 40 * KIB,
      cancelled: false,
    });
  });

  it("a window's worth (240 KiB) in one burst every 20 s passes; 200 KiB every 20 s does not", async () => {
    const enough = await run((second) => (second % 20 === 0 ? 30 * 8 * KIB : 0), 200);
    expect([enough.slowAt, enough.done]).toEqual([undefined, true]);
    // The window from 0+ to 30 s holds one burst of 200 KiB, under 240 KiB.
    const short = await run((second) => (second % 20 === 0 ? 200 * KIB : 0), 200);
    expect([short.slowAt, short.total]).toEqual([30, 400 * KIB]);
  });

  it('a fast start does not buy a later stall: 1 MiB at once, then nothing, is cut at 30 s', async () => {
    const stalled = await run((second) => (second === 0 ? 1024 * KIB : 0), 120);
    expect([stalled.slowAt, stalled.total, stalled.cancelled]).toEqual([30, 1024 * KIB, true]);
    // The same after a minute at 10 KiB/s: cut 30 s after the last bytes that kept it going.
    const later = await run((second) => (second < 60 ? 10 * KIB : 0), 200);
    expect(later.slowAt).toBeGreaterThanOrEqual(60);
    expect(later.slowAt).toBeLessThanOrEqual(90);
  });
});
