// A deadline on a request body as a minimum rate (lib/applications/multipart.ts): once the body
// has been arriving for a window, the bytes of the last window must reach `bytesPerSecond` ×
// the window, or the read is abandoned (the stream cancelled; the route's answer then closes the
// connection: lib/applications/post.ts) and whatever it held (an upload place) is freed. A slow phone on 3G sends many times the rate; a
// client dribbling a byte every few seconds is cut off after one window.

export type Clock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type MinRate = { bytesPerSecond: number; windowMs: number };

/** Samples closer together than this are merged (the newest kept): at most window/1 s + 2 kept. */
const SAMPLE_SPACING_MS = 1000;

type Sample = { at: number; total: number };
type Read = ReadableStreamReadResult<Uint8Array> | 'slow';

/**
 * The chunks of `body`, each read raced against the moment the rate would be missed: `'slow'`
 * then, and the stream is cancelled. `total` is what has arrived so far.
 */
export function minRateReader(body: ReadableStream<Uint8Array>, rate: MinRate, clock: Clock = realClock) {
  const reader = body.getReader();
  const need = (rate.bytesPerSecond * rate.windowMs) / 1000;
  let samples: Sample[] = [{ at: clock.now(), total: 0 }];
  let total = 0;

  function record(bytes: number) {
    total += bytes;
    const at = clock.now();
    const before = samples[samples.length - 2];
    if (before && at - before.at < SAMPLE_SPACING_MS) samples[samples.length - 1] = { at, total };
    else samples.push({ at, total });
    // A sample at or below total - need can never again be the start of a short window.
    samples = samples.filter((sample) => sample.total > total - need);
  }

  /** When the window that starts at the earliest sample still needed ends short of the rate. */
  const deadline = () => samples[0]!.at + rate.windowMs;

  const cancel = () => reader.cancel().catch(() => undefined);

  return {
    get total() {
      return total;
    },
    cancel,
    async read(): Promise<Read> {
      const wait = deadline() - clock.now();
      let timer: unknown;
      const late = new Promise<'slow'>((resolve) => {
        timer = clock.setTimeout(() => resolve('slow'), Math.max(0, wait));
      });
      try {
        const result = await Promise.race([reader.read(), late]);
        if (result === 'slow') {
          void cancel();
          return result;
        }
        if (!result.done) record(result.value.byteLength);
        return result;
      } finally {
        clock.clearTimeout(timer);
      }
    },
  };
}
