// One photo decoded at a time in the process, the senders taking turns: each client address has
// its own line of waiting decodes, and the next decode is the first of the next address in the
// round. One address sending many large photos at once therefore delays another address's photo by
// at most one of its decodes per turn, never by its whole line. What waits is bounded by the
// uploads under way (./limits.ts, ./upload-gate.ts).

type Turn = () => void;

export type DecodeTurns = {
  /** Runs `task` when it is `sender`'s turn and no other decode runs; settles as `task` does. */
  run<T>(sender: string, task: () => Promise<T>): Promise<T>;
};

export function decodeTurns(): DecodeTurns {
  // Insertion order is the round: an address goes to the back when its turn is taken. The
  // address of the decode under way (`last`) waits for every other one first, also when its line
  // began while it ran.
  const lines = new Map<string, Turn[]>();
  let busy = false;
  let last: string | undefined;

  const next = () => {
    const waiting = [...lines.keys()];
    const sender = waiting.find((key) => key !== last) ?? waiting[0];
    if (sender === undefined) {
      busy = false;
      return;
    }
    const line = lines.get(sender)!;
    lines.delete(sender);
    const turn = line.shift()!;
    if (line.length > 0) lines.set(sender, line);
    last = sender;
    turn();
  };

  return {
    run(sender, task) {
      return new Promise((resolve, reject) => {
        const turn = () => {
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        };
        if (!busy) {
          busy = true;
          last = sender;
          turn();
          return;
        }
        const line = lines.get(sender);
        if (line) line.push(turn);
        else lines.set(sender, [turn]);
      });
    },
  };
}
