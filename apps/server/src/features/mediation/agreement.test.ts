// The mediation agreement both parties sign: GET /api/mediate/getContract, POST /api/mediate/saveContract (the
// applicant), the shared signing function (the respondent's link calls it too), drafting and the PDF.

import { createHash } from 'node:crypto';
import { mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { eq, mediationAgreementSignatures, mediationCases } from '@platform/db';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import {
  applyCase,
  caseWithAgreement,
  draftBody,
  moveTo,
  respondentSigns,
  respondentTakesPart,
  signatureImage,
  useMediationNotices,
} from '../../testing/mediation-test-kit.ts';
import { pdfImagesDrawn, pdfTextLines } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';

const t = useTestApp();
const notices = useMediationNotices(t);
let alice: string;
let bob: string;
let mediator: string;
beforeAll(async () => {
  let operator: { token: string; userId: number };
  [alice, bob, operator] = await Promise.all([
    signUp(t.app).then((u) => u.token),
    signUp(t.app).then((u) => u.token),
    createOperator(t.app, t.admin, ['mediator'], { displayName: 'Wang Fang' }),
  ]);
  mediator = operator.token;
});

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
    expect(data).toMatchObject({
      id: agreement.id,
      caseId,
      version: 1,
      status: 'awaiting_signature',
      signatures: [],
      completedAt: null,
      signedPdfSha256: null,
      draftedBy: { name: 'Wang Fang', role: 'mediator' },
    });
    expect(data.text).toContain('Refund of the undelivered headphones');
    expect(data.text).toContain('charges no upfront fee');
    expect(data.text).toContain('Respondent: Sam Seller');
    expect(data.text).toContain('Mediator: Wang Fang, Mediator');
    expect(data.textSha256).toBe(createHash('sha256').update(data.text).digest('hex'));
    expect(data.events.map((e: { event: string; party: string | null }) => [e.event, e.party])).toEqual([
      ['drafted', null],
      ['sent', 'applicant'],
      ['sent', 'respondent'],
      ['opened', 'applicant'],
    ]);
    expect(data.events[3].userAgent).toBe('Reader/2.0');
    // The mediator by name and role; a party by the party, never by an account's log-in name or e-mail.
    expect(data.events[0].actorName).toBe('Wang Fang, Mediator');
    expect(data.events[3].actorName).toBeNull();
    expect(data.text).not.toContain('@example.com');

    await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: alice });
    const again = await call(t.app, 'GET', `/api${mediationApi.agreement.path}`, { token: alice });
    expect(again.body.data.id).toBe(agreement.id);
    expect(again.body.data.events).toHaveLength(4);

    expect(
      (await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: bob })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api${mediationApi.agreement.path}`, { token: bob })).body.data).toBeNull();
    const list = await call(t.app, 'GET', `/api${mediationApi.agreements.path}`, { token: alice });
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(agreement.id);
  });
});

const signBody = (agreement: { id: number; textSha256: string }, overrides: Record<string, unknown> = {}) => ({
  id: agreement.id,
  textSha256: agreement.textSha256,
  method: 'typed',
  image: signatureImage,
  consent: true,
  ...overrides,
});

const caseStatus = async (caseId: number) =>
  (await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${caseId}`, { token: alice })).body.data.status;

const noticesOf = (caseId: number) => notices.filter((n) => n.caseId === caseId).map((n) => [n.kind, n.parties]);

describe('POST /api/mediate/saveContract', () => {
  it('keeps the applicant signature with signer, time, IP, browser and the text hash; the case waits for the respondent', async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    const body = signBody(agreement);

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
    expect(await caseStatus(caseId)).toBe('agreement_drafted');

    const res = await sign(alice, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'awaiting_signature', completedAt: null, signedPdfSha256: null });
    expect(res.body.data.signatures).toEqual([
      {
        party: 'applicant',
        signerName: 'Alice Example',
        identity: { name: 'Alice Example', email: null, check: 'real_name', checkedAt: '2026-11-20T10:00:00.000Z' },
        method: 'typed',
        image: signatureImage,
        signedAt: expect.any(String),
        userAgent: 'AgreementTest/1.0',
        textSha256: agreement.textSha256,
        ip: expect.any(String),
      },
    ]);
    expect(res.body.data.events.at(-1)).toMatchObject({ event: 'signed', party: 'applicant' });
    expect(await caseStatus(caseId)).toBe('agreement_drafted');
    const [row] = await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, caseId));
    expect(row!.deadlineKind).toBe('signing');

    // The same party cannot sign twice.
    const twice = await sign(alice, body);
    expect(twice.status).toBe(409);
    expect(twice.body.data).toEqual([{ field: 'id', message: 'You have already signed this agreement' }]);
    expect(noticesOf(caseId)).toEqual([
      ['agreement_ready', ['applicant', 'respondent']],
      ['agreement_signed_by_other', ['respondent']],
    ]);
    // The notice names the date to sign by: the case's signing deadline.
    const ready = notices.find((n) => n.caseId === caseId && n.kind === 'agreement_ready')!;
    const days = (Date.parse(ready.params.signBy ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('completes when both have signed: the case is signed and the PDF carries both signatures and the audit trail', async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: alice });
    expect((await sign(alice, signBody(agreement))).status).toBe(200);
    const done = await respondentSigns(t.app, agreement, { name: 'Sam Seller' });
    expect(done.completed).toBe(true);
    expect(await caseStatus(caseId)).toBe('signed');
    // Signed is not settled: the applicant is asked whether the agreed payment arrived (issue 27 §5).
    const [row] = await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, caseId));
    expect(row).toMatchObject({ deadlineKind: 'payment_confirmation' });

    const view = (await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: alice }))
      .body.data;
    expect(view).toMatchObject({
      status: 'signed',
      completedAt: expect.any(String),
      signedPdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(view.signatures.map((s: { party: string; signerName: string }) => [s.party, s.signerName])).toEqual([
      ['applicant', 'Alice Example'],
      ['respondent', 'Sam Seller'],
    ]);
    expect(view.events.map((e: { event: string; party: string | null }) => `${e.event}:${e.party}`)).toEqual([
      'drafted:null',
      'sent:applicant',
      'sent:respondent',
      'opened:applicant',
      'signed:applicant',
      'signed:respondent',
      'completed:null',
    ]);

    // The same PDF every time: its hash is the one recorded when it was completed.
    const file = await pdf(alice, agreement.id, true);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="agreement-MD-\d{4}-\d{6}-v1\.pdf"$/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(view.signedPdfSha256);
    const lines = pdfTextLines(file.rawPayload);
    expect(lines).toContain('SIGNATURES');
    expect(lines).toContain('Signed by: Alice Example (applicant, typed signature)');
    expect(lines).toContain('Signed by: Sam Seller (respondent, typed signature)');
    expect(lines).toContain('Browser: RespondentBrowser/1.0');
    expect(lines).toContain('AUDIT TRAIL');
    for (const event of [
      'sent - applicant',
      'sent - respondent',
      'opened - applicant',
      'signed - applicant',
      'signed - respondent',
      'completed',
    ])
      expect(lines.some((l) => l.includes(`  ${event}`))).toBe(true);
    const parsed = await PDFDocument.load(file.rawPayload);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdfImagesDrawn(file.rawPayload)).toBe(2);

    expect((await pdf(bob, agreement.id)).statusCode).toBe(404);
    expect((await pdf(undefined, agreement.id)).statusCode).toBe(401);
    expect((await sign(alice, signBody(agreement))).status).toBe(409);
    // The respondent's endpoint tells the applicant of its signature; this one told the respondent of the first.
    expect(noticesOf(caseId)).toEqual([
      ['agreement_ready', ['applicant', 'respondent']],
      ['agreement_signed_by_other', ['respondent']],
    ]);
  });

  it('works in either order: the respondent first, then the applicant completes it', async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    const first = await respondentSigns(t.app, agreement);
    expect(first.completed).toBe(false);
    expect(await caseStatus(caseId)).toBe('agreement_drafted');
    await expect(respondentSigns(t.app, agreement)).rejects.toMatchObject({ messageKey: 'agreementAlreadySigned' });
    const res = await sign(alice, signBody(agreement));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('signed');
    expect(res.body.data.signatures.map((s: { party: string }) => s.party)).toEqual(['applicant', 'respondent']);
    expect(await caseStatus(caseId)).toBe('signed');
    const detail = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${caseId}`, { token: alice });
    expect(detail.body.data.history.at(-1)).toMatchObject({ toStatus: 'signed', actor: { kind: 'user' } });
    expect(noticesOf(caseId)).toEqual([
      ['agreement_ready', ['applicant', 'respondent']],
      ['agreement_completed', ['applicant', 'respondent']],
      ['payment_confirmation_requested', ['applicant', 'respondent']],
    ]);
  });

  it('keeps exactly one of 20 simultaneous signatures by the same party', async () => {
    const { caseId, agreement } = await caseWithAgreement(t.app, alice, mediator);
    const results = await Promise.all(Array.from({ length: 20 }, () => sign(alice, signBody(agreement))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await t.app.db
      .select()
      .from(mediationAgreementSignatures)
      .where(eq(mediationAgreementSignatures.agreementId, agreement.id));
    expect(rows).toHaveLength(1);
    expect(await caseStatus(caseId)).toBe('agreement_drafted');
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
          paymentMethod: 'bank_transfer',
          paymentDueDays: 7,
        },
      },
    );
    expect(redraft.status).toBe(200);
    expect(redraft.body.data.version).toBe(2);
    const old = await sign(alice, signBody(agreement, { method: 'drawn' }));
    expect(old.status).toBe(409);
    const current = await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: alice });
    expect(current.body.data.id).toBe(redraft.body.data.id);
    const unsignedPdf = await pdf(alice, redraft.body.data.id);
    expect(unsignedPdf.statusCode).toBe(200);
    expect(unsignedPdf.headers['content-disposition']).toMatch(/^inline;/);
    expect(pdfTextLines(unsignedPdf.rawPayload)).toContain('Not signed yet.');
  });
});

describe('an agreement in Chinese', () => {
  const chinese = {
    title: '未送达耳机的退款',
    body: '示例商店有限公司在本协议签署后十四日内全额退还249.90美元。申请人撤回投诉。',
    settlementAmount: '249.90',
    settlementCurrency: 'USD',
    paymentMethod: 'card_refund',
    paymentDueDays: 14,
  };

  it('is drafted, signed by both in Chinese names, and its PDF embeds the font and reads back exactly', async () => {
    const li = (await signUp(t.app)).token;
    const { caseId, agreement } = await caseWithAgreement(t.app, li, mediator, chinese, {
      applicantName: '李雷',
      respondentName: '韩梅梅',
    });
    expect(agreement.text).toContain(chinese.body);
    expect((await sign(li, signBody(agreement, { signerName: '李雷' }))).status).toBe(200);
    await respondentSigns(t.app, agreement, { name: '韩梅梅' });
    const view = (await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: li })).body
      .data;
    const file = await pdf(li, agreement.id);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(view.signedPdfSha256);
    const raw = file.rawPayload.toString('latin1');
    expect(raw).toContain('/BaseFont /NotoSansSC-Regular');
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/ToUnicode');
    const lines = pdfTextLines(file.rawPayload);
    expect(lines).toContain(chinese.title);
    // The body wraps, so it reads back across lines.
    expect(lines.join('')).toContain(chinese.body);
    expect(lines).toContain('Signed by: 李雷 (applicant, typed signature)');
    expect(lines).toContain('Signed by: 韩梅梅 (respondent, typed signature)');
    expect(lines.some((l) => l.includes('\uFFFD'))).toBe(false);
    // A subset: far smaller than the 10 MB font.
    expect(file.rawPayload.length).toBeLessThan(400_000);
  });

  it('renders a long mixed Chinese and English agreement, the same bytes every time', async () => {
    const text = `MEDIATION AGREEMENT\n${'调解协议条款，双方同意以下内容。The parties agree as follows. '.repeat(400)}`;
    const input = {
      trackingNumber: 'MD-2026-000001',
      version: 1,
      title: 't',
      text,
      textSha256: 'x'.repeat(64),
      status: 'awaiting_signature',
      draftedAt: new Date('2026-01-01T00:00:00Z'),
      completedAt: null,
      signatures: [],
      events: [],
    };
    const bytes = await renderAgreementPdf(input);
    expect(Buffer.from(bytes).equals(Buffer.from(await renderAgreementPdf(input)))).toBe(true);
  });
});

describe('drafting', () => {
  it('is refused, with the reason, until the respondent takes part', async () => {
    const created = await applyCase(t.app, alice);
    await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
    // A case in mediation from before respondents took part: the server still checks.
    await t.app.db.update(mediationCases).set({ status: 'in_mediation' }).where(eq(mediationCases.id, created.id));
    const draft = () =>
      call(t.app, 'POST', `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`, {
        token: mediator,
        body: draftBody,
      });
    const refused = await draft();
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      {
        field: 'respondentState',
        message: 'An agreement can be drafted only once the respondent has agreed to take part in the mediation',
      },
    ]);
    expect(await caseStatus(created.id)).toBe('in_mediation');
    await respondentTakesPart(t.app, created.id, 'Sam Seller for Example Shop Ltd');
    const drafted = await draft();
    expect(drafted.status).toBe(200);
    expect(drafted.body.data.text).toContain('Respondent: Sam Seller for Example Shop Ltd');
  });
});
