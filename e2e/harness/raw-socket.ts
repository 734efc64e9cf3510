import net from 'node:net';

/**
 * Writes `head` (a request line and headers, no body) to 127.0.0.1:`port` and gives the answer's
 * status line and header lines exactly as sent (a header sent twice is two lines), with the
 * milliseconds until they came. The socket is then closed; no body is ever sent. Gives up after
 * `timeoutMs` with status 0.
 */
export function rawHead(
  port: number,
  head: string,
  timeoutMs = 10_000,
): Promise<{ status: number; lines: string[]; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    const done = (status: number, lines: string[]) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, lines, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(0, []), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lines = text.slice(0, end).split('\r\n');
      done(Number(lines[0]!.split(' ')[1]), lines.slice(1));
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
