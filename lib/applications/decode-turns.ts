// One photo decoded at a time in the process, the senders taking turns: each client address has
// its own line of waiting decodes, and the addresses are served in a round, the one just served
// last. A turn is worth `quantum` pixels: a sender runs the decodes at the head of its line while
// they fit in what is left of its turn (its first always runs), so one address's large photos
// delay another address's small ones by about one large decode, never by its whole line. What
// waits is bounded by the uploads under way (./limits.ts, ./upload-gate.ts).

type Waiting = { cost: number; start: () => void };

export type DecodeTurns = {
  /** Runs `task` (`cost` pixels) in `sender`'s turn, when no other decode runs; settles as `task` does. */
  run<T>(sender: string, cost: number, task: () => Promise<T>): Promise<T>;
};

export function decodeTurns(quantum: number): DecodeTurns {
  // Insertion order is the round: an address goes to the back when its turn ends.
  const lines = new Map<string, Waiting[]>();
  let busy = false;
  let current: string | undefined;
  let left = 0;

  const take = (sender: string) => {
    const line = lines.get(sender)!;
    const waiting = line.shift()!;
    lines.delete(sender);
    if (line.length > 0) lines.set(sender, line);
    left -= waiting.cost;
    waiting.start();
  };

  const next = () => {
    const head = current === undefined ? undefined : lines.get(current)?.[0];
    if (head && head.cost <= left) return take(current!);
    const senders = [...lines.keys()];
    const sender = senders.find((key) => key !== current) ?? senders[0];
    if (sender === undefined) {
      busy = false;
      current = undefined;
      return;
    }
    current = sender;
    left = quantum;
    take(sender);
  };

  return {
    run(sender, cost, task) {
      return new Promise((resolve, reject) => {
        const start = () => {
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        };
        const line = lines.get(sender);
        if (line) line.push({ cost, start });
        else lines.set(sender, [{ cost, start }]);
        if (!busy) {
          busy = true;
          next();
        }
      });
    },
  };
}
