// The mediators' API: roles, the queue, state changes along the stated transitions, assignment, reports, drafting,
// and the audit of every write.
import { adminApi, MESSAGES, mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import {
  applyCase,
  draftBody,
  moveTo,
  respondentSigns,
  respondentTakesPart,
  signatureImage,
  uploadPng,
  verifyApplicant,
} from '../../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { caseById } from '../cases-repo.ts';

const t = useTestApp();
let alice: string;
let mediator: { token: string; userId: number; username: string };
let support: string;
beforeAll(async () => {
  [alice, mediator, support] = await Promise.all([
    signUp(t.app).then((u) => u.token),
    createOperator(t.app, t.admin, ['mediator']),
    createOperator(t.app, t.admin, ['support']).then((o) => o.token),
  ]);
});

const status = (token: string, id: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${pathWith(mediationAdminApi.changeCaseStatus.path, { id })}`, { token, body });

describe('access', () => {
  it('is for mediators and admins: users get 403, other operators 403, nobody 401', async () => {
    expect((await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}`, { token: alice })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}`, { token: support })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}`, { token: mediator.token })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}`, { token: t.admin })).status).toBe(200);
  });
});

describe('the queue and the case', () => {
  it('filters by state, scope, assignee and text; the detail shows evidence, applicant and allowed moves', async () => {
    const created = await applyCase(t.app, alice, { counterpartyName: 'Queue Test Traders' });
    const byText = await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}?q=${created.trackingNumber}`, {
      token: mediator.token,
    });
    expect(byText.body.data.total).toBe(1);
    expect(byText.body.data.rows[0]).toMatchObject({
      id: created.id,
      // A mediator works with the parties' verified names, not customers' e-mail (issue 32 §4); an admin sees both.
      applicant: { realNameStatus: 'none', verifiedName: null, email: null },
      mediatorId: null,
    });
    const asAdmin = await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}?q=${created.trackingNumber}`, {
      token: t.admin,
    });
    expect(asAdmin.body.data.rows[0].applicant.email).toMatch(/@/);
    const unassigned = await call(
      t.app,
      'GET',
      `/api${mediationAdminApi.cases.path}?mediatorId=0&scope=open&size=100`,
      {
        token: mediator.token,
      },
    );
    expect(unassigned.body.data.rows.map((r: { id: number }) => r.id)).toContain(created.id);

    const assigned = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.assignCase.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: { mediatorId: mediator.userId },
      },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ mediatorId: mediator.userId, mediatorName: mediator.username });
    const notMediator = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.assignCase.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: { mediatorId: (await signUp(t.app)).user.userId },
      },
    );
    expect(notMediator.status).toBe(400);
    expect(notMediator.body.data).toEqual([{ field: 'mediatorId', message: 'This operator is not a mediator' }]);
    const mine = await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}?mediatorId=${mediator.userId}`, {
      token: mediator.token,
    });
    expect(mine.body.data.rows.map((r: { id: number }) => r.id)).toEqual([created.id]);

    const detail = await call(t.app, 'GET', `/api${pathWith(mediationAdminApi.case.path, { id: created.id })}`, {
      token: mediator.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 'submitted',
      allowedTransitions: ['under_review', 'rejected'],
      canDraftAgreement: false,
      reports: [],
      agreements: [],
    });
    expect(
      (
        await call(t.app, 'GET', `/api${pathWith(mediationAdminApi.case.path, { id: 999999 })}`, {
          token: mediator.token,
        })
      ).status,
    ).toBe(404);
    const mediators = await call(t.app, 'GET', `/api${mediationAdminApi.mediators.path}`, { token: mediator.token });
    expect(mediators.body.data.map((m: { id: number }) => m.id)).toContain(mediator.userId);
  });
});

describe('sorting the queue', () => {
  it('sorts by last change or filing either way, ids breaking ties, and refuses any other sort on its field', async () => {
    const first = await applyCase(t.app, alice, { counterpartyName: 'Sort Test One' });
    const second = await applyCase(t.app, alice, { counterpartyName: 'Sort Test Two' });
    // The first changes last.
    expect((await status(t.admin, first.id, { status: 'under_review', reason: 'checking' })).status).toBe(200);
    const ids = async (sort: string) =>
      (
        await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}?q=Sort%20Test&sort=${sort}`, {
          token: mediator.token,
        })
      ).body.data.rows.map((r: { id: number }) => r.id);
    expect(await ids('createdAt')).toEqual([first.id, second.id]);
    expect(await ids('-createdAt')).toEqual([second.id, first.id]);
    expect(await ids('-updatedAt')).toEqual([first.id, second.id]);
    expect(await ids('updatedAt')).toEqual([second.id, first.id]);
    const refused = await call(t.app, 'GET', `/api${mediationAdminApi.cases.path}?sort=amount`, {
      token: mediator.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([expect.objectContaining({ field: 'sort' })]);
  });
});

describe('POST /api/admin/mediation/cases/:id/status', () => {
  it('moves only along the stated transitions, needs a reason, and shows who and why to the user', async () => {
    const created = await applyCase(t.app, alice);
    const skip = await status(mediator.token, created.id, { status: 'in_mediation', reason: 'skip ahead' });
    expect(skip.status).toBe(400);
    expect(skip.body.msg).toBe('A case that is submitted cannot become in_mediation');
    const noReason = await status(mediator.token, created.id, { status: 'under_review', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toEqual([{ field: 'reason', message: 'Please enter a reason' }]);
    const signedByHand = await status(mediator.token, created.id, { status: 'signed', reason: 'no' });
    expect(signedByHand.status).toBe(400);

    await moveTo(t.app, mediator.token, created.id, 'under_review', 'accepted');
    // Mediation starts when the respondent takes part, never by the mediator's hand.
    expect((await status(mediator.token, created.id, { status: 'in_mediation', reason: 'go' })).status).toBe(400);
    await respondentTakesPart(t.app, created.id);
    const drafted = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: { ...draftBody, reason: 'Both sides agreed on a call' },
      },
    );
    expect(drafted.status).toBe(200);
    // Back to mediation withdraws the unsigned agreement.
    await moveTo(t.app, mediator.token, created.id, 'in_mediation');
    const afterWithdraw = await call(t.app, 'GET', `/api${pathWith(mediationAdminApi.case.path, { id: created.id })}`, {
      token: t.admin,
    });
    expect(afterWithdraw.body.data.agreements[0].status).toBe('withdrawn');
    expect(
      (await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${created.id}`, { token: alice })).body.data,
    ).toBe(null);
    await moveTo(t.app, mediator.token, created.id, 'closed_not_settled');
    const closed = await status(mediator.token, created.id, { status: 'in_mediation', reason: 'reopen' });
    expect(closed.status).toBe(400);

    const seen = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${created.id}`, { token: alice });
    expect(seen.body.data.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'submitted',
      'under_review',
      'accepted',
      'agreement_drafted',
      'in_mediation',
      'closed_not_settled',
    ]);
    expect(seen.body.data.history[3]).toMatchObject({
      reason: 'Both sides agreed on a call',
      actor: { kind: 'mediator' },
    });
    expect(seen.body.data.statusReason).toBe('moving to closed_not_settled');

    const audit = await call(
      t.app,
      'GET',
      `/api${adminApi.findAudit.path}?targetType=mediation_case&targetId=${created.id}`,
      {
        token: t.admin,
      },
    );
    const actions = audit.body.data.rows.map((r: { action: string }) => r.action);
    expect(actions.filter((a: string) => a === 'mediation.case.status')).toHaveLength(4);
    expect(actions).toContain('mediation.agreement.draft');
  });

  it('closes a case signed by both parties as settled only once the applicant confirms the agreed payment', async () => {
    const created = await applyCase(t.app, alice);
    await moveTo(t.app, mediator.token, created.id, 'under_review', 'accepted');
    await verifyApplicant(t.app, (await caseById(t.app.db, created.id)).userId, 'Alice');
    await respondentTakesPart(t.app, created.id, 'Sam Seller');
    const drafted = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: draftBody,
      },
    );
    const signed = await call(t.app, 'POST', `/api${mediationApi.signAgreement.path}`, {
      token: alice,
      body: {
        id: drafted.body.data.id,
        textSha256: drafted.body.data.textSha256,
        method: 'drawn',
        signerName: 'Alice',
        image: signatureImage,
        consent: true,
      },
    });
    expect(signed.status).toBe(200);
    const halfSigned = await status(mediator.token, created.id, { status: 'closed_settled', reason: 'done' });
    expect(halfSigned.status).toBe(400);
    await respondentSigns(t.app, drafted.body.data);
    // Signed is not paid: the mediator cannot settle it while the agreed payment awaits the applicant's word.
    const unpaid = await status(mediator.token, created.id, { status: 'closed_settled', reason: 'done' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.msg).toBe(MESSAGES.settledNeedsPaymentConfirmed.en);
    const confirmed = await call(t.app, 'POST', `/api${mediationApi.confirmPayment.path}`, {
      token: alice,
      body: { caseId: created.id, received: true },
    });
    expect(confirmed.status).toBe(200);
    expect((await caseById(t.app.db, created.id)).status).toBe('closed_settled');
    const stats = await call(t.app, 'GET', `/api${mediationApi.statistics.path}`);
    expect(stats.body.data.closedSettled).toBeGreaterThanOrEqual(1);
    expect(stats.body.data.medianDaysToClose).not.toBeNull();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api${pathWith(mediationAdminApi.agreementPdf.path, { id: drafted.body.data.id })}`,
      headers: { authorization: mediator.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('drafting and reports', () => {
  it("drafts only in mediation, in Chinese as well, and reports need a title and the author's own files", async () => {
    const created = await applyCase(t.app, alice);
    const early = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: draftBody,
      },
    );
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('An agreement can be drafted only while the case is in mediation');
    await moveTo(t.app, mediator.token, created.id, 'under_review', 'accepted');
    await respondentTakesPart(t.app, created.id);
    const chinese = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: { ...draftBody, body: '商家全额退款' },
      },
    );
    // The PDF embeds a CJK font, so the terms may be written in Chinese.
    expect(chinese.status).toBe(200);
    expect(chinese.body.data.text).toContain('商家全额退款');

    const untitled = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.createReport.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: { title: '', body: 'x' },
      },
    );
    expect(untitled.body.data).toContainEqual({ field: 'title', message: 'Please enter the title' });
    const alicesFile = await uploadPng(t.app, alice);
    const foreign = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.createReport.path, { id: created.id })}`,
      {
        token: mediator.token,
        body: { title: 'Update', body: 'x', attachments: [alicesFile] },
      },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual([{ field: 'attachments.0', message: 'This file was not uploaded by you' }]);
  });
});
