// Files just over the size limit, sent through every upload door the way browsers and clients send them (issue 27 §5):
// one buffer with a declared length, streamed in pieces (a browser or a form library writes the part's head, then the
// file in 64 KiB reads), without a declared length (chunked), with the file field first or last. Each is a 413 with the
// spec's message and nothing is stored: no row, no file on disk. The case a review saw — a 10.8 MB PNG answered 200
// and stored cut at exactly the limit — is the file arriving in pieces that end exactly at the limit: busboy then
// pushes nothing more, marks the stream truncated and ends it, and reading the stream to its end never sees the mark.
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { allEndpoints, filesApi, respondentApi } from '@platform/contracts';
import { storedFiles } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { signUp } from '../../testing/api.ts';
import { caseWithRespondent } from '../../testing/mediation-test-kit.ts';
import { png } from '../../testing/multipart.ts';
import { useTestApp } from '../../testing/test-app.ts';

// 64 KiB: one of a browser's reads, so "the limit" is a whole number of pieces as 10 MB is of 64 KiB.
const LIMIT = 65_536;
const PIECE = 16_384;
const MESSAGE = 'The size cannot exceed 0.0625M';

let base: string;
let user: string;
let operator: string;
let respondentToken: string;
const t = useTestApp({ env: { UPLOAD_MAX_MB: '0.0625' } });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const mediator = await createOperator(t.app, t.admin, ['mediator']);
  operator = t.admin;
  user = (await signUp(t.app)).token;
  ({ respondentToken } = await caseWithRespondent(t.app, user, mediator));
});

interface Field {
  name: string;
  value: string;
}

/** A multipart body as its pieces: each text field, the file's head, the file in `piece`-byte slices, the tail. */
function pieces(file: Buffer, before: Field[], after: Field[], piece: number): { boundary: string; chunks: Buffer[] } {
  const boundary = '----WebKitFormBoundaryu4H2lE0QXbG7xVdA';
  const field = (f: Field) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`);
  const chunks: Buffer[] = before.map(field);
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  );
  for (let at = 0; at < file.length; at += piece) chunks.push(file.subarray(at, at + piece));
  chunks.push(Buffer.from('\r\n'));
  chunks.push(...after.map(field));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, chunks };
}

interface Door {
  name: string;
  path: string;
  headers: () => Record<string, string>;
  before: () => Field[];
  after: () => Field[];
}

const doors: Door[] = [
  // The user's door: avatar, real-name and KYC photos, evidence, feedback, deposit receipts and thread attachments all
  // arrive here (the apps upload first, then send the path).
  {
    name: 'a user (evidence, real-name, KYC, feedback, thread attachments)',
    path: filesApi.uploadOne.path,
    headers: () => ({ authorization: user }),
    before: () => [],
    after: () => [],
  },
  {
    name: 'a user, a text field after the file',
    path: filesApi.uploadOne.path,
    headers: () => ({ authorization: user }),
    before: () => [],
    after: () => [{ name: 'visibility', value: 'private' }],
  },
  {
    name: 'an operator publishing a public file',
    path: filesApi.uploadOne.path,
    headers: () => ({ authorization: operator }),
    before: () => [{ name: 'visibility', value: 'public' }],
    after: () => [],
  },
  {
    name: "the respondent's private link",
    path: respondentApi.upload.path,
    headers: () => ({}),
    before: () => [{ name: 'token', value: respondentToken }],
    after: () => [],
  },
];

async function stored() {
  const rows = await t.app.db.select({ id: storedFiles.id }).from(storedFiles);
  let names: string[] = [];
  try {
    names = readdirSync(join(t.config.dataDir, 'files'));
  } catch {
    // No file was ever written.
  }
  return { rows: rows.length, files: names.length };
}

/** Through app.inject, the body as a stream of the given pieces (their boundaries kept), with or without a length. */
async function injectPieces(door: Door, file: Buffer, piece: number, declareLength: boolean) {
  const { boundary, chunks } = pieces(file, door.before(), door.after(), piece);
  const length = chunks.reduce((sum, c) => sum + c.length, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${door.path}`,
    payload: Readable.from(chunks),
    headers: {
      ...door.headers(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(declareLength ? { 'content-length': String(length) } : { 'transfer-encoding': 'chunked' }),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Over a real socket, each piece written on its own (chunked when no length is declared). */
function sendPieces(door: Door, file: Buffer, piece: number, declareLength: boolean) {
  const { boundary, chunks } = pieces(file, door.before(), door.after(), piece);
  const length = chunks.reduce((sum, c) => sum + c.length, 0);
  return new Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>((resolve, reject) => {
    const req = httpRequest(`${base}/api${door.path}`, {
      method: 'POST',
      headers: {
        ...door.headers(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'content-length': String(length) } : {}),
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }),
      );
    });
    // The server may answer and close before the whole body went out: that is the answer, not a failure.
    req.on('error', (err) =>
      err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? null : reject(err),
    );
    req.setNoDelay(true);
    const next = (i: number) => {
      if (i === chunks.length) return req.end();
      req.write(chunks[i], () => setImmediate(() => next(i + 1)));
    };
    next(0);
  });
}

const overBy = (extra: number) => png(LIMIT + extra);

describe('every upload door refuses a file just over the limit, however it is sent, and stores nothing', () => {
  it('the doors tested here are every multipart endpoint there is', () => {
    const multipartPaths = allEndpoints()
      .filter(({ endpoint }) => endpoint.multipart)
      .map(({ endpoint }) => endpoint.path)
      .sort();
    expect(multipartPaths).toEqual([...new Set(doors.map((d) => d.path))].sort());
  });

  for (const door of doors) {
    describe(door.name, () => {
      for (const extra of [1, PIECE, 1_000]) {
        for (const declareLength of [true, false]) {
          it(`${extra} byte(s) over, in ${PIECE}-byte pieces, ${declareLength ? 'with' : 'without'} a declared length`, async () => {
            const before = await stored();
            const res = await injectPieces(door, overBy(extra), PIECE, declareLength);
            expect(res.status).toBe(413);
            expect(res.body).toEqual({ code: 413, msg: MESSAGE, data: [{ field: 'file', message: MESSAGE }] });
            expect(await stored()).toEqual(before);
          });
        }
      }

      it('1 byte over, in one piece', async () => {
        const before = await stored();
        const res = await injectPieces(door, overBy(1), LIMIT + 1, true);
        expect(res.status).toBe(413);
        expect(res.body.msg).toBe(MESSAGE);
        expect(await stored()).toEqual(before);
      });

      for (const declareLength of [true, false]) {
        it(`over a real socket, piece by piece, ${declareLength ? 'with a length' : 'chunked'}`, async () => {
          const before = await stored();
          const res = await sendPieces(door, overBy(1), PIECE, declareLength);
          expect(res.status).toBe(413);
          expect(res.body).toEqual({ code: 413, msg: MESSAGE, data: [{ field: 'file', message: MESSAGE }] });
          expect(await stored()).toEqual(before);
        });
      }

      it('a file of exactly the limit is still taken whole', async () => {
        const before = await stored();
        const res = await injectPieces(door, png(LIMIT), PIECE, true);
        expect(res.status).toBe(200);
        expect(res.body.data.size).toBe(LIMIT);
        expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
      });
    });
  }
});
