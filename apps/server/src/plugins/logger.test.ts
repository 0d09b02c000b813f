import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from '@platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openTestDatabase } from '../testing/test-app.ts';

const SECRET = 'correct-horse-battery-secret';
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'platform-log-test-')) });
  const database = await openTestDatabase();
  app = await buildApp({ config, database, logger: { level: 'error', stream } });
  // Two failures whose database messages differ: one quotes the value back, one does not.
  app.get('/probe/cast', async () => app.db.execute(sql`select ${SECRET}::int as n`));
  app.get('/probe/nul', async () => app.db.execute(sql`select ${`${SECRET}\u0000`}::text as t`));
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

describe('a failed query in the log', () => {
  it.each([
    ['/probe/cast', 'select $1::int as n', '22P02'],
    ['/probe/nul', 'select $1::text as t', '22021'],
  ])('%s is logged with its SQL text and error code, without its parameter values', async (url, text, code) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('params');
    expect(log).toContain(JSON.stringify(text).slice(1, -1));
    expect(log).toContain(`"code":"${code}"`);
  });
});
