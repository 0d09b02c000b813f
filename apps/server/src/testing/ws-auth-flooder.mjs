// A separate process that floods /api/ws with `auth` frames, as an attacker's machine would (so the flood's own
// work is not on the server's event loop). Usage: node ws-auth-flooder.mjs <ws url> <sockets> <frames per socket>
// Prints `open` once every socket is open and the frames go out, then one JSON line: how each socket ended
// ({ code, reason }), or null for one still open after 10 s.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

const [url, count, frames] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
/** Half as long as a session token (they would reach the database), half the probe's 40 characters. */
const tokenLike = (i) => randomBytes(i % 2 === 0 ? 32 : 30).toString('base64url');

// Made before the sockets open, so that the flood itself costs this process as little as it can while it runs.
const messages = Array.from({ length: frames }, (_, i) => JSON.stringify({ op: 'auth', token: tokenLike(i) }));
const sockets = await Promise.all(
  Array.from(
    { length: count },
    () =>
      new Promise((resolve) => {
        const ws = new WebSocket(url);
        ws.on('error', () => undefined);
        ws.once('open', () => resolve(ws));
      }),
  ),
);
const ends = sockets.map(
  (ws) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        resolve(null);
        ws.terminate();
      }, 10_000);
      ws.on('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString() });
      });
    }),
);
// Every socket is open: the flood starts now, all at once.
process.stdout.write('open\n');
for (const ws of sockets) for (const message of messages) ws.send(message);
process.stdout.write(`${JSON.stringify(await Promise.all(ends))}\n`);
