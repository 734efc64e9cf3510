/** @jest-environment node */
import { decodeTurns } from './decode-turns';

/** A task that records its start and ends when the test says so. */
function gated(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { name, task: () => (log.push(name), done.then(() => name)), end };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const LARGE = 16_000_000;
const SMALL = 1_920_000;

/** Ends the running task `count` times, one at a time, recording what had started before each. */
async function endInTurn(log: string[], tasks: ReturnType<typeof gated>[], count: number) {
  const seen: string[][] = [];
  for (let i = 0; i < count; i += 1) {
    await settle();
    seen.push([...log]);
    tasks.find((t) => t.name === log[i])!.end();
  }
  return seen;
}

describe('decodeTurns', () => {
  it('runs one decode at a time; a large one takes a whole turn, so senders alternate', async () => {
    const turns = decodeTurns(LARGE);
    const log: string[] = [];
    const crowd = ['c1', 'c2', 'c3'].map((name) => gated(log, name));
    const other = ['o1', 'o2'].map((name) => gated(log, name));
    const results = [
      ...crowd.map((g) => turns.run('198.51.100.7', LARGE, g.task)),
      ...other.map((g) => turns.run('203.0.113.9', LARGE, g.task)),
    ];
    const seen = await endInTurn(log, [...crowd, ...other], 5);
    expect(await Promise.all(results)).toEqual(['c1', 'c2', 'c3', 'o1', 'o2']);
    expect(seen.map((s) => s.length)).toEqual([1, 2, 3, 4, 5]);
    expect(log).toEqual(['c1', 'o1', 'c2', 'o2', 'c3']);
  });

  it("fits another sender's small photos in one turn, between two of a crowd's large ones", async () => {
    const turns = decodeTurns(LARGE);
    const log: string[] = [];
    const crowd = ['c1', 'c2', 'c3'].map((name) => gated(log, name));
    const other = ['o1', 'o2', 'o3'].map((name) => gated(log, name));
    const results = [
      ...crowd.map((g) => turns.run('198.51.100.7', LARGE, g.task)),
      ...other.map((g) => turns.run('203.0.113.9', SMALL, g.task)),
    ];
    await endInTurn(log, [...crowd, ...other], 6);
    await Promise.all(results);
    expect(log).toEqual(['c1', 'o1', 'o2', 'o3', 'c2', 'c3']);
  });

  it('passes a failure on to its caller and goes on with the next decode', async () => {
    const turns = decodeTurns(LARGE);
    const failed = turns.run('a', SMALL, () => Promise.reject(new Error('not a photo')));
    const next = turns.run('b', SMALL, async () => 'decoded');
    await expect(failed).rejects.toThrow('not a photo');
    await expect(next).resolves.toBe('decoded');
  });

  it('goes on after a task that throws before it returns a promise', async () => {
    const turns = decodeTurns(LARGE);
    const thrown = turns.run('a', SMALL, () => {
      throw new Error('bad input');
    });
    await expect(thrown).rejects.toThrow('bad input');
    await expect(turns.run('a', SMALL, async () => 1)).resolves.toBe(1);
  });
});
