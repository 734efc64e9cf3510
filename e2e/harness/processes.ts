import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { launcher } from './launcher';

// The one place the e2e suite gets loopback ports and waits for a process to answer.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback port nothing listens on right now (pocketbase/ports.mjs picks it, below the ports
 * outgoing connections take).
 */
export async function freePort(): Promise<number> {
  return Number(await (await launcher()).freePort());
}

/** `http://127.0.0.1:<port>` of a port nothing listens on: a service that is down. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/**
 * Polls `url` until it answers 2xx. Gives up when `alive()` turns false (the process exited:
 * its error is in `output()`) or after `timeoutMs`.
 */
export async function waitForHttp(
  url: string,
  { alive, output, timeoutMs = 60_000 }: { alive: () => boolean; output: () => string; timeoutMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

export type Child = {
  pid: number;
  /** The last 20,000 characters it wrote. */
  output: () => string;
  alive: () => boolean;
  /**
   * Signals its whole process group and waits for it to exit (no-op once it has). A group still
   * running 10 s after another signal gets SIGKILL: a stop must end.
   */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/** How long `kill` waits for a group to exit on SIGTERM (or another signal) before SIGKILL. */
const KILL_GRACE_MS = 10_000;

/**
 * Starts `command` in a process group of its own, so a kill reaches the children it starts. The
 * group is also written to E2E_GROUPS_FILE (one per lane, e2e/run.mjs): Playwright ends a test
 * that timed out by killing its worker, without the test's cleanup, and the runner then kills the
 * groups the lane left behind.
 */
export function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child: ChildProcess = spawn(command, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid && process.env.E2E_GROUPS_FILE) appendFileSync(process.env.E2E_GROUPS_FILE, `${child.pid}\n`);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid ?? 0,
    output: () => output,
    alive,
    kill: async (signal = 'SIGTERM') => {
      const pid = child.pid;
      if (!alive() || pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-pid, signal);
      // One `next start` of the record specs once sat on SIGTERM past its fixture's 2-minute
      // teardown, with all its tests passed.
      const late = setTimeout(() => {
        if (!alive()) return;
        console.error(
          `[e2e] process group ${pid} still running ${KILL_GRACE_MS / 1000} s after ${signal}: SIGKILL`,
        );
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // ended meanwhile
        }
      }, KILL_GRACE_MS);
      await exited;
      clearTimeout(late);
    },
  };
}
