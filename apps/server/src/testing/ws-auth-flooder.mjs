// A separate process that floods /api/ws with `auth` frames, as an attacker's machine would (so the flood's own
// work is not on the server's event loop). Usage: node ws-auth-flooder.mjs <ws url> <sockets> <frames per socket>
// Prints one JSON line: how each socket ended ({ code, reason }), or null for one still open after 10 s.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

const [url, sockets, frames] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
/** Half as long as a session token (they would reach the database), half the probe's 40 characters. */
const tokenLike = (i) => randomBytes(i % 2 === 0 ? 32 : 30).toString('base64url');

const ends = await Promise.all(
  Array.from(
    { length: sockets },
    () =>
      new Promise((resolve) => {
        const ws = new WebSocket(url);
        const timer = setTimeout(() => {
          resolve(null);
          ws.terminate();
        }, 10_000);
        ws.on('open', () => {
          for (let i = 0; i < frames; i++) ws.send(JSON.stringify({ op: 'auth', token: tokenLike(i) }));
        });
        ws.on('error', () => undefined);
        ws.on('close', (code, reason) => {
          clearTimeout(timer);
          resolve({ code, reason: reason.toString() });
        });
      }),
  ),
);
process.stdout.write(`${JSON.stringify(ends)}\n`);
