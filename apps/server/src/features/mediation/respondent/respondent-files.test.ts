// The respondent's file door (issue 15 §1): through their link only, they upload files for their messages (checked as
// every upload is) and open the files of the thread meant for them; never the applicant's caucus with the mediator,
// never another case's files; a revoked link opens nothing.
import { mediationThreadApi, pathWith, respondentApi } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import { caseWithRespondent, uploadPng } from '../../../testing/mediation-test-kit.ts';
import { multipart, type Part, pdf, png } from '../../../testing/multipart.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { revokeRespondentLinks } from './respondent-links.ts';

// A 10 KB limit, so the too-large case needs no big buffers.
const t = useTestApp({ env: { UPLOAD_MAX_MB: '0.01' } });
let mediator: { token: string; userId: number };
beforeAll(async () => {
  mediator = await createOperator(t.app, t.admin, ['mediator']);
});

/** A case in mediation: its applicant, and the respondent's link token. */
async function inMediation() {
  const applicant = await signUp(t.app);
  const { caseId, respondentToken } = await caseWithRespondent(t.app, applicant.token, mediator);
  return { id: caseId, applicant, token: respondentToken };
}

const pngPart = (name = 'receipt.png'): Part => ({ name: 'file', filename: name, content: png(), type: 'image/png' });

async function upload(parts: Part[]) {
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: `/api${respondentApi.upload.path}`, payload, headers });
  return { status: res.statusCode, body: res.json() };
}
const uploadAs = (token: string, file: Part = pngPart()) => upload([{ name: 'token', value: token }, file]);
const open = (token: string, path: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${respondentApi.file.path}`,
    payload: { token, name: path.replace('/file/', '') },
  });
const say = (token: string, body: string, attachments: string[]) =>
  call(t.app, 'POST', `/api${mediationThreadApi.respondentMessage.path}`, { body: { token, body, attachments } });
const mediatorSays = (caseId: number, audience: string, attachments: string[]) =>
  call(t.app, 'POST', `/api${pathWith(mediationThreadApi.mediatorMessage.path, { id: caseId })}`, {
    token: mediator.token,
    body: { audience, body: 'See the attached file.', attachments },
  });

describe('the respondent uploads through their link', () => {
  it('attaches a file to a message; the applicant and the mediator open it, and so does the respondent', async () => {
    const c = await inMediation();
    const up = await uploadAs(c.token);
    expect(up.status).toBe(200);
    expect(up.body.msg).toMatch(/^\/file\/[0-9a-f-]{36}\.png$/);
    expect(up.body.data).toMatchObject({ path: up.body.msg, name: 'receipt.png', mime: 'image/png' });

    const sent = await say(c.token, 'Our delivery receipt.', [up.body.msg]);
    expect(sent.status).toBe(200);
    expect(sent.body.data.attachments).toEqual([
      { path: up.body.msg, name: 'receipt.png', mime: 'image/png', size: png().length },
    ]);

    for (const token of [c.applicant.token, mediator.token]) {
      const read = await t.app.inject({ method: 'GET', url: `/api${up.body.msg}`, headers: { authorization: token } });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(png())).toBe(true);
    }
    const own = await open(c.token, up.body.msg);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(png())).toBe(true);
  });

  it('refuses a file of another type, a PDF that runs code, or one over the size limit, on the field', async () => {
    const c = await inMediation();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const renamed = await uploadAs(c.token, { name: 'file', filename: 'x.png', content: html, type: 'image/png' });
    expect(renamed.status).toBe(415);
    expect(renamed.body.data).toEqual([{ field: 'file', message: renamed.body.msg }]);
    const scripted = pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    const active = await uploadAs(c.token, { name: 'file', filename: 'a.pdf', content: scripted });
    expect(active.status).toBe(415);
    const big = await uploadAs(c.token, { name: 'file', filename: 'big.png', content: png(20_000), type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.data).toEqual([{ field: 'file', message: 'The size cannot exceed 0.01M' }]);
  });

  it('refuses an upload without a working link (none, malformed, revoked)', async () => {
    const c = await inMediation();
    expect((await upload([pngPart()])).status).toBe(404);
    expect((await uploadAs('not-a-token')).status).toBe(404);
    await revokeRespondentLinks(t.app.db, c.id);
    const revoked = await uploadAs(c.token);
    expect(revoked.status).toBe(404);
    expect(revoked.body.data).toEqual([{ field: 'token', message: revoked.body.msg }]);
  });

  it('is closed with the thread: a case that ended takes no more files', async () => {
    const c = await inMediation();
    await t.app.db.update(mediationCases).set({ status: 'closed_not_settled' }).where(eq(mediationCases.id, c.id));
    expect((await uploadAs(c.token)).status).toBe(409);
  });

  it('attaches only files uploaded through this case’s link: not another case’s, not a user’s', async () => {
    const [c, other] = await Promise.all([inMediation(), inMediation()]);
    const otherUpload = (await uploadAs(other.token)).body.msg as string;
    const usersFile = await uploadPng(t.app, c.applicant.token);
    for (const path of [otherUpload, usersFile]) {
      const res = await say(c.token, 'Here.', [path]);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'attachments.0', message: 'This file was not uploaded by you' }]);
    }
    // Nothing was posted.
    const thread = await call(t.app, 'POST', `/api${mediationThreadApi.respondentThread.path}`, {
      body: { token: c.token },
    });
    expect(thread.body.data.messages).toEqual([]);
  });
});

describe('the respondent opens files of the thread', () => {
  it('opens what the thread shows them; never the applicant’s caucus, another case’s file, or any other file', async () => {
    const [c, other] = await Promise.all([inMediation(), inMediation()]);
    const [forBoth, forRespondent, caucus, evidence] = await Promise.all([
      uploadPng(t.app, mediator.token),
      uploadPng(t.app, mediator.token),
      uploadPng(t.app, mediator.token),
      uploadPng(t.app, c.applicant.token),
    ]);
    expect((await mediatorSays(c.id, 'all', [forBoth])).status).toBe(200);
    expect((await mediatorSays(c.id, 'respondent', [forRespondent])).status).toBe(200);
    expect((await mediatorSays(c.id, 'applicant', [caucus])).status).toBe(200);
    const othersFile = (await uploadAs(other.token)).body.msg as string;
    expect((await say(other.token, 'Receipt.', [othersFile])).status).toBe(200);

    expect((await open(c.token, forBoth)).statusCode).toBe(200);
    expect((await open(c.token, forRespondent)).statusCode).toBe(200);
    for (const path of [caucus, othersFile, evidence]) {
      const refused = await open(c.token, path);
      expect([path, refused.statusCode]).toEqual([path, 404]);
    }
    // The other case's respondent opens their own file, not this case's.
    expect((await open(other.token, othersFile)).statusCode).toBe(200);
    expect((await open(other.token, forBoth)).statusCode).toBe(404);
    // The applicant reads the mediator's file for both and their caucus, not the one for the respondent alone.
    const asApplicant = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: c.applicant.token } });
    expect((await asApplicant(forBoth)).statusCode).toBe(200);
    expect((await asApplicant(caucus)).statusCode).toBe(200);
    expect((await asApplicant(forRespondent)).statusCode).toBe(404);
  });

  it('opens nothing through a revoked link, and refuses a malformed name on its field', async () => {
    const c = await inMediation();
    const file = await uploadPng(t.app, mediator.token);
    expect((await mediatorSays(c.id, 'all', [file])).status).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api${respondentApi.file.path}`,
      payload: { token: c.token, name: '../secret' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].field).toBe('name');
    await revokeRespondentLinks(t.app.db, c.id);
    expect((await open(c.token, file)).statusCode).toBe(404);
  });
});
