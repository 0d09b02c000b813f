// The mediation agreement: GET /api/mediate/getContract, POST /api/mediate/saveContract and the PDF.

import { createHash } from 'node:crypto';
import { mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../testing/api.ts';
import { caseWithAgreement, signatureImage } from '../../testing/mediation-test-kit.ts';
import { ADMIN, createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: string;
let bob: string;
let mediator: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  [alice, bob, mediator] = await Promise.all([
    signUp(t.app).then((u) => u.token),
    signUp(t.app).then((u) => u.token),
    createOperator(t.app, admin, ['mediator']).then((o) => o.token),
  ]);
});
afterAll(() => t.close());

const sign = (token: string, body: Record<string, unknown>, userAgent = 'AgreementTest/1.0') =>
  call(t.app, 'POST', `/api${mediationApi.signAgreement.path}`, { token, body, headers: { 'user-agent': userAgent } });

const pdf = (token: string | undefined, id: number, download = false) =>
  t.app.inject({
    method: 'GET',
    url: `/api${mediationApi.agreementPdf.path}?id=${id}${download ? '&download=1' : ''}`,
    headers: token ? { authorization: token } : {},
  });

describe('GET /api/mediate/getContract', () => {
  it('answers null before any agreement, and needs a signed-in user', async () => {
    const fresh = (await signUp(t.app)).token;
    const none = await call(t.app, 'GET', `/api${mediationApi.agreement.path}`, { token: fresh });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: 200, data: null });
    expect((await call(t.app, 'GET', `/api${mediationApi.agreement.path}`)).status).toBe(401);
  });

  it("shows the exact text with its SHA-256, records the first opening, and hides other users' cases", async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    const res = await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, {
      token: alice,
      headers: { 'user-agent': 'Reader/2.0' },
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ id: agreement.id, caseId, version: 1, status: 'awaiting_signature', signature: null });
    expect(data.text).toContain('Refund of the undelivered headphones');
    expect(data.text).toContain('charges no upfront fee');
    expect(data.textSha256).toBe(createHash('sha256').update(data.text).digest('hex'));
    expect(data.events.map((e: { event: string }) => e.event)).toEqual(['drafted', 'opened']);
    expect(data.events[1].userAgent).toBe('Reader/2.0');

    await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: alice });
    const again = await call(t.app, 'GET', `/api${mediationApi.agreement.path}`, { token: alice });
    expect(again.body.data.id).toBe(agreement.id);
    expect(again.body.data.events).toHaveLength(2);

    expect(
      (await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: bob })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api${mediationApi.agreement.path}`, { token: bob })).body.data).toBeNull();
    const list = await call(t.app, 'GET', `/api${mediationApi.agreements.path}`, { token: alice });
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(agreement.id);
  });
});

describe('POST /api/mediate/saveContract', () => {
  it('signs with signer, time, IP, browser and the text hash; the case becomes signed; the PDF carries it', async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    const body = {
      id: agreement.id,
      textSha256: agreement.textSha256,
      method: 'typed',
      signerName: 'Alice Example',
      image: signatureImage,
      consent: true,
    };

    expect((await call(t.app, 'POST', `/api${mediationApi.signAgreement.path}`, { body })).status).toBe(401);
    expect((await sign(bob, body)).status).toBe(404);
    const stale = await sign(alice, { ...body, textSha256: '0'.repeat(64) });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('The agreement has changed since you opened it. Please read it again');
    const noConsent = await sign(alice, { ...body, consent: false });
    expect(noConsent.body.data).toContainEqual({
      field: 'consent',
      message: 'Please confirm that you agree to sign electronically',
    });
    const notPng = await sign(alice, { ...body, image: 'data:image/png;base64,AAAA' });
    expect(notPng.status).toBe(400);
    expect(notPng.body.data).toEqual([{ field: 'image', message: 'The signature image is not valid' }]);
    const stillOpen = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${caseId}`, { token: alice });
    expect(stillOpen.body.data.status).toBe('agreement_drafted');

    const res = await sign(alice, body);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('signed');
    expect(res.body.data.signature).toMatchObject({
      signerName: 'Alice Example',
      method: 'typed',
      userAgent: 'AgreementTest/1.0',
      textSha256: agreement.textSha256,
      ip: expect.any(String),
      signedPdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await sign(alice, body)).status).toBe(409);

    const detail = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${caseId}`, { token: alice });
    expect(detail.body.data.status).toBe('signed');
    expect(detail.body.data.history.at(-1)).toMatchObject({ toStatus: 'signed', actor: { kind: 'user' } });

    // The same PDF every time: its hash is the one recorded at signing.
    const file = await pdf(alice, agreement.id, true);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="agreement-MD-\d{4}-\d{6}-v1\.pdf"$/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(res.body.data.signature.signedPdfSha256);
    expect((await pdf(bob, agreement.id)).statusCode).toBe(404);
    expect((await pdf(undefined, agreement.id)).statusCode).toBe(401);
  });

  it('a redraft withdraws the unsigned version, which can no longer be signed', async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    const redraft = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: caseId })}`,
      {
        token: mediator,
        body: {
          title: 'Partial refund',
          body: 'The shop refunds 200.00 USD.',
          settlementAmount: '200',
          settlementCurrency: 'USD',
        },
      },
    );
    expect(redraft.status).toBe(200);
    expect(redraft.body.data.version).toBe(2);
    const old = await sign(alice, {
      id: agreement.id,
      textSha256: agreement.textSha256,
      method: 'drawn',
      signerName: 'Alice',
      image: signatureImage,
      consent: true,
    });
    expect(old.status).toBe(409);
    const current = await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: alice });
    expect(current.body.data.id).toBe(redraft.body.data.id);
    const unsignedPdf = await pdf(alice, redraft.body.data.id);
    expect(unsignedPdf.statusCode).toBe(200);
    expect(unsignedPdf.headers['content-disposition']).toMatch(/^inline;/);
  });
});
