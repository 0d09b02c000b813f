// A client that breaks the WebSocket protocol (here: a frame over the size limit) is worth one warning, not an
// error: before, every such frame was logged at error level by @fastify/websocket's default handler.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { closedWithin, connectWs } from '../testing/ws-client.ts';

const lines: { level: number; msg: string }[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'platform-ws-log-test-')) });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: { level: 'warn', stream } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/api/ws`;
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

it('logs an oversized frame as one warning per socket, and no error', async () => {
  lines.length = 0; // what start-up said
  for (let i = 0; i < 3; i++) {
    const client = await connectWs(url);
    client.send(JSON.stringify({ op: 'ping', pad: 'x'.repeat(17 * 1024) }));
    client.send(JSON.stringify({ op: 'ping', pad: 'y'.repeat(17 * 1024) }));
    expect(await closedWithin(client, 5_000)).toMatchObject({ code: 1009 });
  }
  const ours = lines.filter((line) => line.level >= 40);
  expect(ours.filter((line) => line.level >= 50)).toEqual([]);
  expect(ours.map((line) => line.msg)).toEqual(Array(3).fill('websocket client broke the protocol'));
});
