import { filesApi, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedOn, signIn, signUp } from '../../testing/api.ts';
import { type Part, pdf, png, uploadParts } from '../../testing/multipart.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';

// A 10 KB limit, so the too-large case needs no big buffers.
let alice: string;
let bob: string;
let admin: string;
const t = useTestApp({ env: { UPLOAD_MAX_MB: '0.01' }, admin: false });
beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([
    signUp(t.app).then((u) => u.token),
    signUp(t.app).then((u) => u.token),
    signIn(t.app, ADMIN.email, ADMIN.password),
  ]);
});

async function upload(token: string | undefined, parts: Part[]) {
  const res = await uploadParts(t.app, token, parts);
  return { status: res.statusCode, body: res.json() };
}

const fetchFile = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${path}`, headers: token ? { authorization: token } : {} });

const pngPart = (name = 'photo.png'): Part => ({ name: 'file', filename: name, content: png(), type: 'image/png' });

describe('POST /api/file/uploadOne', () => {
  it('stores an image and answers with its relative path in msg; the owner reads it back', async () => {
    const res = await upload(alice, [pngPart()]);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toMatch(/^\/file\/[0-9a-f-]{36}\.png$/);
    expect(res.body.data).toMatchObject({
      path: res.body.msg,
      name: 'photo.png',
      mime: 'image/png',
      size: png().length,
    });

    const file = await fetchFile(res.body.msg, alice);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(png())).toBe(true);
  });

  it('decides the type by content: a PDF named .txt is stored as a PDF', async () => {
    const res = await upload(alice, [{ name: 'file', filename: 'notes.txt', content: pdf(), type: 'text/plain' }]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toMatch(/\.pdf$/);
    expect(res.body.data.mime).toBe('application/pdf');
  });

  it('refuses a file over the limit with 413, the size message and a field error', async () => {
    const res = await upload(alice, [{ name: 'file', filename: 'big.png', content: png(20_000), type: 'image/png' }]);
    expectRefusedOn(res, 413, 'file', 'The size cannot exceed 0.01M');
  });

  it('refuses a renamed non-image with 415', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(alice, [{ name: 'file', filename: 'x.png', content: html, type: 'image/png' }]);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
    expect(res.body.data).toEqual([{ field: 'file', message: res.body.msg }]);
  });

  it('for a form that takes images only (accept=image), refuses a PDF or any other file naming images only', async () => {
    const imagesOnly = 'Please upload an image (PNG, JPEG, GIF or WebP)';
    for (const part of [
      { name: 'file', filename: 'id-card.pdf', content: pdf(), type: 'application/pdf' },
      { name: 'file', filename: 'id-card.txt', content: Buffer.from('my passport'), type: 'text/plain' },
    ]) {
      const res = await upload(alice, [{ name: 'accept', value: 'image' }, part]);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ code: 415, msg: imagesOnly, data: [{ field: 'file', message: imagesOnly }] });
      expect(res.body.msg).not.toMatch(/PDF/);
    }
    const image = await upload(alice, [{ name: 'accept', value: 'image' }, pngPart()]);
    expect(image.status).toBe(200);
    // Without it, a PDF is taken (evidence, receipts).
    expect(
      (await upload(alice, [{ name: 'file', filename: 'a.pdf', content: pdf(), type: 'application/pdf' }])).status,
    ).toBe(200);
  });

  it('refuses a PDF that carries JavaScript or other actions that run on their own, with 415 on the field', async () => {
    const script = "<< /S /JavaScript /JS (app.alert('x')) >>";
    const cases = {
      openScript: pdf(`/OpenAction ${script} `),
      namedScript: pdf('/Names << /JavaScript 4 0 R >> ', [`<< /Names [(a) ${script}] >>`]),
      pageTrigger: pdf('/AA << /WC 4 0 R >> ', ['<< /S /Launch /F (calc.exe) >>']),
      escapedName: pdf('/OpenAction 4 0 R ', ["<< /S /JavaScript /J#53 (app.alert('x')) >>"]),
      launchOnOpen: pdf('/OpenAction << /S /Launch /F (cmd.exe) >> '),
    };
    for (const [name, content] of Object.entries(cases)) {
      const res = await upload(alice, [{ name: 'file', filename: `${name}.pdf`, content, type: 'application/pdf' }]);
      expect([name, res.status]).toEqual([name, 415]);
      expect(res.body.data).toEqual([{ field: 'file', message: res.body.msg }]);
    }
    // Opening at a page is a destination, not an action: such a PDF is an ordinary one.
    const opensAtPage = await upload(alice, [
      { name: 'file', filename: 'a.pdf', content: pdf('/OpenAction [3 0 R /Fit] ') },
    ]);
    expect(opensAtPage.status).toBe(200);
  });

  it('refuses %PDF- followed by something that is not a PDF, and a PDF carrying an HTML page', async () => {
    const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n';
    const polyglots = {
      htmlAfterHeader: Buffer.from(`%PDF-1.7\n${html}%%EOF\n`),
      noCatalog: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      htmlAppended: Buffer.concat([pdf(), Buffer.from(html)]),
      htmlInside: Buffer.from(pdf().toString('latin1').replace('2 0 obj', `${html}2 0 obj`), 'latin1'),
    };
    for (const [name, content] of Object.entries(polyglots)) {
      const res = await upload(alice, [{ name: 'file', filename: `${name}.pdf`, content, type: 'application/pdf' }]);
      expect([name, res.status]).toEqual([name, 415]);
      expect(res.body.data).toEqual([{ field: 'file', message: res.body.msg }]);
    }
  });

  it('asks for a file when there is none', async () => {
    const noPart = await upload(alice, [{ name: 'note', value: 'hello' }]);
    expect(noPart.status).toBe(400);
    expect(noPart.body).toMatchObject({ code: 400, msg: 'Please choose a file', data: [{ field: 'file' }] });

    const empty = await upload(alice, [{ name: 'file', filename: 'empty.png', content: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api${filesApi.uploadOne.path}`,
      payload: { file: 'x' },
      headers: { authorization: alice },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().data).toEqual([{ field: 'file', message: 'Please choose a file' }]);
  });

  it('refuses anonymous uploads with 401', async () => {
    const res = await upload(undefined, [pngPart()]);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: 'Login expired', data: null });
  });
});

describe('GET /api/file/:name', () => {
  it("answers another user's private file as missing, to an operator too until it is handed in to their queue", async () => {
    const { body } = await upload(alice, [pngPart('passport.png')]);
    const other = await fetchFile(body.msg, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(404);
    expect((await fetchFile(body.msg)).statusCode).toBe(401);
    // Which operators read a file handed in to a queue: file-readers.test.ts.
    expect((await fetchFile(body.msg, admin)).statusCode).toBe(404);
  });

  it('lets an operator publish a file to everyone', async () => {
    const { body } = await upload(admin, [{ name: 'visibility', value: 'public' }, pngPart('cover.png')]);
    expect(body.code).toBe(200);
    const anonymous = await fetchFile(body.msg);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a user file private even when the user asks for public', async () => {
    const { body } = await upload(alice, [{ name: 'visibility', value: 'public' }, pngPart()]);
    expect(body.code).toBe(200);
    expect((await fetchFile(body.msg)).statusCode).toBe(401);
    expect((await fetchFile(body.msg, bob)).statusCode).toBe(404);
    expect((await fetchFile(body.msg, alice)).statusCode).toBe(200);
  });

  it('shows only raster images inline; a PDF downloads; no file may run script or be sniffed', async () => {
    const image = await upload(alice, [pngPart()]);
    const document = await upload(alice, [{ name: 'file', filename: 'evidence.pdf', content: pdf() }]);
    expect(document.status).toBe(200);
    expect(document.body.data.mime).toBe('application/pdf');

    const shown = await fetchFile(image.body.msg, alice);
    expect(shown.headers['content-disposition']).toBe('inline');
    const downloaded = await fetchFile(document.body.msg, alice);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    const storedName = document.body.msg.replace('/file/', '');
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="${storedName}"`);
    expect(downloaded.rawPayload.equals(pdf())).toBe(true);
    for (const res of [shown, downloaded]) {
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers an unknown or malformed name with 404', async () => {
    const unknown = await fetchFile(
      pathWith(filesApi.file.path, { name: '00000000-0000-0000-0000-000000000000.png' }),
      alice,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await fetchFile(pathWith(filesApi.file.path, { name: '../../etc/passwd' }), alice)).statusCode).toBe(400);
  });
});
