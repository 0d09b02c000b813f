// The reviewers' queue reads a page's ID images in one query, however many submissions it shows (issue 30 §4), and
// gives each submission its own images (a file since removed shown as a placeholder); it sorts by name or submission
// either way when asked (issue 30 §2).
import { realNameAdminApi, realNameApi } from '@platform/contracts';
import { eq, storedFiles } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { uploadPng } from '../../testing/mediation-test-kit.ts';
import { queriesDuring, touching } from '../../testing/query-log.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let reviewer: string;
const submitted: { id: number; frontImage: string; backImage: string | null }[] = [];

beforeAll(async () => {
  reviewer = (await createOperator(t.app, t.admin, ['reviewer'])).token;
  for (let i = 0; i < 6; i++) {
    const { token } = await signUp(t.app);
    const frontImage = await uploadPng(t.app, token);
    // Every other one an ID card (both sides), the others a passport's photo page alone.
    const backImage = i % 2 === 0 ? await uploadPng(t.app, token) : null;
    const body = {
      country: 'GB',
      idType: backImage ? 'id_card' : 'passport',
      firstName: 'Person',
      lastName: `No${i}`,
      idNumber: `P100000${i}`,
      frontImage,
    };
    const res = await call(t.app, 'POST', `/api${realNameApi.submitKyc.path}`, {
      token,
      body: backImage ? { ...body, backImage } : body,
    });
    expect(res.status).toBe(200);
    submitted.push({ id: res.body.data.submission.id, frontImage, backImage });
  }
}, 120_000);

const queue = (size: number) =>
  call(t.app, 'GET', `/api${realNameAdminApi.submissions.path}?status=pending&size=${size}`, { token: reviewer });

async function fileReads(size: number) {
  let status = 0;
  const queries = await queriesDuring(t.app.db, async () => {
    status = (await queue(size)).status;
  });
  expect(status).toBe(200);
  return touching(queries, 'stored_files').length;
}

describe(`the reviewers' queue (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it("reads the page's images at once, however many submissions it shows", async () => {
    expect(await fileReads(6)).toBe(await fileReads(3));
    expect(await fileReads(6)).toBe(1);
  });

  it('shows each submission with its own images, a removed file as a placeholder', async () => {
    const removed = submitted[2]!.backImage!;
    await t.app.db.delete(storedFiles).where(eq(storedFiles.storedName, removed.replace(/^\/file\//, '')));
    const rows = (await queue(6)).body.data.rows as {
      id: number;
      frontImage: { path: string; name: string | null; size: number };
      backImage: { path: string; name: string | null; mime: string; size: number } | null;
    }[];
    expect(rows.map((r) => r.id)).toEqual(submitted.map((s) => s.id));
    expect(rows.map((r) => [r.frontImage.path, r.backImage?.path ?? null])).toEqual(
      submitted.map((s) => [s.frontImage, s.backImage]),
    );
    expect(rows.every((r) => r.frontImage.name !== null && r.frontImage.size > 0)).toBe(true);
    expect(rows[2]!.backImage).toEqual({ path: removed, name: null, mime: 'image/png', size: 0 });
    expect(rows[0]!.backImage?.name).not.toBeNull();
  });

  it('sorts by name or submission time either way, and refuses any other sort on its field', async () => {
    const ids = async (sort: string) => {
      const res = await call(
        t.app,
        'GET',
        `/api${realNameAdminApi.submissions.path}?status=pending&size=100&sort=${sort}`,
        {
          token: reviewer,
        },
      );
      expect(res.status).toBe(200);
      const mine = new Set(submitted.map((s) => s.id));
      return (res.body.data.rows as { id: number }[]).map((row) => row.id).filter((id) => mine.has(id));
    };
    const inOrder = submitted.map((s) => s.id);
    // Person No0 … No5, submitted in that order.
    expect(await ids('fullName')).toEqual(inOrder);
    expect(await ids('-fullName')).toEqual([...inOrder].reverse());
    expect(await ids('submittedAt')).toEqual(inOrder);
    expect(await ids('-submittedAt')).toEqual([...inOrder].reverse());

    const bad = await call(t.app, 'GET', `/api${realNameAdminApi.submissions.path}?sort=idNumber`, { token: reviewer });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});
