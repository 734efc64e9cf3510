/** @jest-environment node */
import { manualClock, settle } from '@/__tests__/support/manual-clock';
import { createUploadGate, type UploadPlace } from './upload-gate';

const LIMITS = { atOnce: 3, waitingPerAddress: 2, waitingInAll: 4, waitMs: 30_000 };
const A = '203.0.113.7';

/** A request's place as it stands: granted, refused (null) or still waiting. */
function track(entered: Promise<UploadPlace | null>) {
  const state: { place?: UploadPlace | null } = {};
  void entered.then((place) => (state.place = place));
  return state;
}

describe('the upload gate', () => {
  it('one upload per address; a second waits for it and starts when it ends', async () => {
    const { clock, advance } = manualClock();
    const gate = createUploadGate({ ...LIMITS, clock });
    const first = await gate.enter(A);
    const second = track(gate.enter(A));
    advance(29_000);
    await settle();
    expect(second.place).toBeUndefined();
    first!.release();
    first!.release(); // twice frees one place only
    await settle();
    expect(second.place).not.toBeNull();
    expect(gate.counts()).toEqual({ uploading: 1, waiting: 0 });
    second.place!.release();
    expect(gate.counts()).toEqual({ uploading: 0, waiting: 0 });
  });

  it('a request waits 30 s at most, then is refused; a few wait per address, the rest at once', async () => {
    const { clock, advance } = manualClock();
    const gate = createUploadGate({ ...LIMITS, clock });
    const first = await gate.enter(A);
    const waiting = [track(gate.enter(A)), track(gate.enter(A))];
    expect(await gate.enter(A)).toBeNull(); // a third waiter of A: refused now
    advance(29_999);
    await settle();
    expect(waiting.map((w) => w.place)).toEqual([undefined, undefined]);
    advance(1);
    await settle();
    expect(waiting.map((w) => w.place)).toEqual([null, null]);
    expect(gate.counts()).toEqual({ uploading: 1, waiting: 0 });
    first!.release();
  });

  it("other addresses start at once while one address's requests wait; none holds every place", async () => {
    const { clock } = manualClock();
    const gate = createUploadGate({ ...LIMITS, clock });
    const a = await gate.enter(A);
    const aWaiting = [track(gate.enter(A)), track(gate.enter(A))];
    const b = await gate.enter('198.51.100.1');
    const c = await gate.enter('198.51.100.2');
    expect([a, b, c].every(Boolean)).toBe(true);
    // Full: another address waits too, and takes the first place that frees, before A's waiters.
    const d = track(gate.enter('198.51.100.3'));
    b!.release();
    await settle();
    expect(d.place).toBeTruthy();
    expect(aWaiting.map((w) => w.place)).toEqual([undefined, undefined]);
    a!.release();
    await settle();
    expect(aWaiting[0]!.place).toBeTruthy();
    expect(gate.counts()).toEqual({ uploading: 3, waiting: 1 });
  });

  it('the waiting are bounded in all', async () => {
    const { clock } = manualClock();
    const gate = createUploadGate({ ...LIMITS, atOnce: 1, clock });
    await gate.enter('a');
    const waiters = ['b', 'c', 'd', 'e'].map((address) => track(gate.enter(address)));
    expect(await gate.enter('f')).toBeNull();
    await settle();
    expect(waiters.map((w) => w.place)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
