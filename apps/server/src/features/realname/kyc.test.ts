// The trade app's KYC (POST /api/kyc): the spec's messages field by field, a passport's one image or an ID card's two,
// the same identity record and reviewer queue as the portal's real-name verification, the decision in the inbox, and
// images no one but the owner and reviewers can read.
import { filesApi, pathWith, realNameAdminApi, realNameApi } from '@platform/contracts';
import { eq, realNameSubmissions, sql } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { uploadPng } from '../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let reviewer: string;
beforeAll(async () => {
  reviewer = (await createOperator(t.app, t.admin, ['reviewer'])).token;
});

const submitKyc = (token: string, body: unknown) =>
  call(t.app, 'POST', `/api${realNameApi.submitKyc.path}`, { token, body });
const info = (token: string) => call(t.app, 'GET', `/api${realNameApi.info.path}`, { token });
const review = (id: number, body: unknown) =>
  call(t.app, 'POST', `/api${pathWith(realNameAdminApi.review.path, { id })}`, { token: reviewer, body });

async function idCard(token: string) {
  return {
    country: 'GB',
    idType: 'id_card',
    firstName: 'Ada',
    lastName: 'Lovelace',
    idNumber: 'ID-445566',
    frontImage: await uploadPng(t.app, token),
    backImage: await uploadPng(t.app, token),
  };
}

describe('KYC', () => {
  it("answers each missing field with the spec's message, and files nothing", async () => {
    const { token } = await signUp(t.app);
    const empty = await submitKyc(token, { idType: 'passport' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual(
      expect.arrayContaining([
        { field: 'country', message: 'Please Select Country' },
        { field: 'firstName', message: 'Please Enter First Name' },
        { field: 'lastName', message: 'Please Enter Last Name' },
        { field: 'frontImage', message: 'Please Upload Image' },
      ]),
    );
    const passport = await submitKyc(token, { ...(await idCard(token)), idType: 'passport', idNumber: ' ' });
    expect(passport.body.data).toEqual([{ field: 'idNumber', message: 'Please Enter Passport Number' }]);
    const card = await submitKyc(token, { ...(await idCard(token)), idNumber: '', backImage: '' });
    expect(card.body.data).toEqual([
      { field: 'idNumber', message: 'Please Enter ID Card Number' },
      { field: 'backImage', message: 'Please Upload Image' },
    ]);
    expect((await info(token)).body.data).toEqual({ status: 'none', submission: null });
  });

  it('takes a passport with its photo page alone, and keeps the names apart', async () => {
    const { token } = await signUp(t.app);
    const frontImage = await uploadPng(t.app, token);
    const res = await submitKyc(token, {
      country: 'GB',
      idType: 'passport',
      firstName: 'Grace',
      lastName: 'Hopper',
      idNumber: 'P7654321',
      frontImage,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      submission: { fullName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', backImage: null },
    });
    expect(res.body.data.submission.frontImage.path).toBe(frontImage);
  });

  it('shares one record and one queue with the portal: rejected with a reason (in the inbox), then approved', async () => {
    const { token, user } = await signUp(t.app);
    const first = await submitKyc(token, await idCard(token));
    expect(first.status).toBe(200);
    // The portal's form sees the same state and may not file a second one.
    expect((await info(token)).body.data.status).toBe('pending');
    const portal = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, {
      token,
      body: {
        fullName: 'Ada Lovelace',
        idType: 'passport',
        idNumber: 'P1234567',
        country: 'GB',
        frontImage: first.body.data.submission.frontImage.path,
        backImage: first.body.data.submission.backImage.path,
      },
    });
    expect(portal.body.msg).toBe('Your real-name verification is under review');

    const queue = await call(
      t.app,
      'GET',
      `/api${realNameAdminApi.submissions.path}?status=pending&q=${encodeURIComponent(user.email)}`,
      { token: reviewer },
    );
    expect(queue.body.data.rows).toEqual([
      expect.objectContaining({
        id: first.body.data.submission.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        overdue: false,
      }),
    ]);
    await review(first.body.data.submission.id, { decision: 'reject', reason: 'The photo is blurred' });
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', '/api/inbox/messages', { token });
    expect(inbox.body.data.rows).toEqual([
      expect.objectContaining({ kind: 'kyc.rejected', category: 'kyc', params: { reason: 'The photo is blurred' } }),
    ]);
    expect((await info(token)).body.data).toMatchObject({
      status: 'rejected',
      submission: { rejectReason: 'The photo is blurred' },
    });

    const again = await submitKyc(token, await idCard(token));
    expect(again.body.data.status).toBe('pending');
    await review(again.body.data.submission.id, { decision: 'approve' });
    expect((await info(token)).body.data.status).toBe('approved');
    expect((await submitKyc(token, await idCard(token))).body.msg).toBe(
      'Your real-name verification is already approved',
    );
  });

  it('flags a submission left more than 24 hours on the queue', async () => {
    const { token, user } = await signUp(t.app);
    const filed = await submitKyc(token, await idCard(token));
    const id = filed.body.data.submission.id as number;
    await t.app.db
      .update(realNameSubmissions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(realNameSubmissions.id, id));
    const queue = await call(
      t.app,
      'GET',
      `/api${realNameAdminApi.submissions.path}?q=${encodeURIComponent(user.email)}`,
      { token: reviewer },
    );
    expect(queue.body.data.rows[0]).toMatchObject({ id, overdue: true });
  });

  it("refuses someone else's images, and no one but the owner and reviewers reads them", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const body = await idCard(alice.token);
    const stolen = await submitKyc(bob.token, body);
    expect(stolen.status).toBe(400);
    expect(stolen.body.data).toEqual(
      expect.arrayContaining([{ field: 'frontImage', message: 'This file was not uploaded by you' }]),
    );
    await submitKyc(alice.token, body);
    const url = `/api${pathWith(filesApi.file.path, { name: body.frontImage.replace('/file/', '') })}`;
    const read = async (token?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} })).statusCode;
    expect(await read(alice.token)).toBe(200);
    expect(await read(reviewer)).toBe(200);
    expect([403, 404]).toContain(await read(bob.token));
    expect([401, 403, 404]).toContain(await read());
  });
});
