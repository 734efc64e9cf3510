/** @jest-environment node */
import { decodeTurns } from './decode-turns';

/** A task that records its start and ends when the test says so. */
function gated(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { task: () => (log.push(name), done.then(() => name)), end };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('decodeTurns', () => {
  it('runs one task at a time, the senders taking turns, each sender in its own order', async () => {
    const turns = decodeTurns();
    const log: string[] = [];
    const crowd = ['c1', 'c2', 'c3', 'c4'].map((name) => gated(log, name));
    const other = ['o1', 'o2'].map((name) => gated(log, name));
    const results = [
      ...crowd.map((g) => turns.run('198.51.100.7', g.task)),
      ...other.map((g) => turns.run('203.0.113.9', g.task)),
    ];
    const steps: string[][] = [];
    for (const g of [crowd[0], other[0], crowd[1], other[1], crowd[2], crowd[3]]) {
      await settle();
      steps.push([...log]);
      g!.end();
    }
    expect(await Promise.all(results)).toEqual(['c1', 'c2', 'c3', 'c4', 'o1', 'o2']);
    // One started at a time; the other address's first task came right after the task under way.
    expect(steps.map((s) => s.length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log).toEqual(['c1', 'o1', 'c2', 'o2', 'c3', 'c4']);
  });

  it('passes a failure on to its caller and goes on with the next task', async () => {
    const turns = decodeTurns();
    const failed = turns.run('a', () => Promise.reject(new Error('not a photo')));
    const next = turns.run('b', async () => 'decoded');
    await expect(failed).rejects.toThrow('not a photo');
    await expect(next).resolves.toBe('decoded');
  });

  it('goes on after a task that throws before it returns a promise', async () => {
    const turns = decodeTurns();
    const thrown = turns.run('a', () => {
      throw new Error('bad input');
    });
    await expect(thrown).rejects.toThrow('bad input');
    await expect(turns.run('a', async () => 1)).resolves.toBe(1);
  });
});
