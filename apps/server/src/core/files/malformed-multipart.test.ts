// A body that is not a form the parser can read (issue 28 §5: no boundary, a boundary the body never uses, a body cut
// short) is the sender's mistake: every upload door answers 400 on the field `file` with the message saying so, and
// stores nothing. Before, each of these was a 500.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filesApi, MESSAGES, respondentApi } from '@platform/contracts';
import { storedFiles } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { signUp } from '../../testing/api.ts';
import { caseWithRespondent } from '../../testing/mediation-test-kit.ts';
import { png } from '../../testing/multipart.ts';
import { useTestApp } from '../../testing/test-app.ts';

let user: string;
let respondentToken: string;
const t = useTestApp();
beforeAll(async () => {
  const mediator = await createOperator(t.app, t.admin, ['mediator']);
  user = (await signUp(t.app)).token;
  ({ respondentToken } = await caseWithRespondent(t.app, user, mediator));
});

const BOUNDARY = '----WebKitFormBoundaryu4H2lE0QXbG7xVdA';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

/** A whole form: the door's fields, then the file, then the closing delimiter. */
function form(fields: string): Buffer {
  return Buffer.concat([
    Buffer.from(fields + fileHead, 'latin1'),
    png(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
  ]);
}

const doors = [
  { name: 'a user', path: filesApi.uploadOne.path, auth: () => user, fields: () => '' },
  {
    name: 'an operator publishing',
    path: filesApi.uploadOne.path,
    auth: () => t.admin,
    fields: () => field('visibility', 'public'),
  },
  {
    name: "the respondent's link",
    path: respondentApi.upload.path,
    auth: () => '',
    fields: () => field('token', respondentToken),
  },
];

/** Each malformed body as a content type and the bytes sent under it. */
const malformed: Record<string, (fields: string) => [string, Buffer]> = {
  'no boundary in the content type': (fields) => ['multipart/form-data', form(fields)],
  'a boundary the body never uses': (fields) => ['multipart/form-data; boundary=somethingElse', form(fields)],
  'a body that is not a form at all': () => [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('hello world')],
  'a body cut inside the part headers': (fields) => [
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`${fields}${fileHead.slice(0, 40)}`, 'latin1'),
  ],
  'a body cut inside the file': (fields) => [
    `multipart/form-data; boundary=${BOUNDARY}`,
    form(fields).subarray(0, Buffer.byteLength(fields + fileHead) + 20),
  ],
};

async function stored() {
  const rows = await t.app.db.select({ id: storedFiles.id }).from(storedFiles);
  let files = 0;
  try {
    files = readdirSync(join(t.config.dataDir, 'files')).length;
  } catch {
    // No file was ever written.
  }
  return { rows: rows.length, files };
}

const message = MESSAGES.uploadMalformed.en;

describe('every upload door answers a malformed multipart body with 400 and stores nothing', () => {
  for (const door of doors) {
    describe(door.name, () => {
      for (const [name, build] of Object.entries(malformed)) {
        it(name, async () => {
          const before = await stored();
          const [contentType, payload] = build(door.fields());
          const res = await t.app.inject({
            method: 'POST',
            url: `/api${door.path}`,
            payload,
            headers: { 'content-type': contentType, ...(door.auth() ? { authorization: door.auth() } : {}) },
          });
          expect([name, res.statusCode]).toEqual([name, 400]);
          expect(res.json()).toEqual({ code: 400, msg: message, data: [{ field: 'file', message }] });
          expect(await stored()).toEqual(before);
        });
      }

      it('the same form, well made, is stored', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api${door.path}`,
          payload: form(door.fields()),
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            ...(door.auth() ? { authorization: door.auth() } : {}),
          },
        });
        expect(res.statusCode).toBe(200);
      });
    });
  }

  it('says so in Chinese to a Chinese reader', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${filesApi.uploadOne.path}`,
      payload: form(''),
      headers: { 'content-type': 'multipart/form-data', authorization: user, 'accept-language': 'zh-CN' },
    });
    expect(res.json().msg).toBe(MESSAGES.uploadMalformed.zh);
  });
});
