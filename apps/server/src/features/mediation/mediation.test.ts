// API tests of the spec's section-7 mediation and report rows: method, path, envelope, signed-in or not, bad input,
// and another user's objects out of reach.
import { mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { applyCase, moveTo, uploadPng, validApplication } from '../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let alice: string;
let bob: string;
let mediator: string;
beforeAll(async () => {
  [alice, bob, mediator] = await Promise.all([
    signUp(t.app).then((u) => u.token),
    signUp(t.app).then((u) => u.token),
    createOperator(t.app, t.admin, ['mediator'], { displayName: null }).then((o) => o.token),
  ]);
});

describe('reference data (public)', () => {
  it('GET /api/mediate/getExeperienceType lists the dispute types in both languages', async () => {
    const res = await call(t.app, 'GET', `/api${mediationApi.disputeTypes.path}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: 'Success' });
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data[0]).toMatchObject({
      value: 'online_purchase',
      label: { en: 'Online purchase', zh: '网络购物' },
    });
  });

  it('GET /api/mediate/getMediaterequest lists what to provide, for all types or one', async () => {
    const all = await call(t.app, 'GET', `/api${mediationApi.requiredMaterials.path}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((m: { disputeType: string }) => m.disputeType)).toContain('trading_platform');
    const one = await call(t.app, 'GET', `/api${mediationApi.requiredMaterials.path}?disputeType=subscription`);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].materials[0]).toMatchObject({ key: 'payment_proof', required: true });
    const none = await call(t.app, 'GET', `/api${mediationApi.requiredMaterials.path}?disputeType=nothing`);
    expect(none.body.data).toEqual([]);
  });

  it('GET /api/mediate/getMediateData counts the case table as it is', async () => {
    const before = (await call(t.app, 'GET', `/api${mediationApi.statistics.path}`)).body.data;
    const created = await applyCase(t.app, bob);
    await moveTo(t.app, mediator, created.id, 'rejected');
    const after = await call(t.app, 'GET', `/api${mediationApi.statistics.path}`);
    expect(after.status).toBe(200);
    expect(after.body.data.totalCases).toBe(before.totalCases + 1);
    expect(after.body.data.rejected).toBe(before.rejected + 1);
    expect(after.body.data.openCases).toBe(before.openCases);
    expect(after.body.data.medianDaysToClose).toBeNull();
  });
});

describe('POST /api/mediate/applyMediate', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, { body: validApplication() });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('turns an application into a submitted case with a tracking number and its first history entry', async () => {
    const evidence = await uploadPng(t.app, alice);
    const res = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
      token: alice,
      body: validApplication({ evidence: [evidence] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      trackingNumber: expect.stringMatching(/^MD-\d{4}-\d{6}$/),
      status: 'submitted',
      amount: '249.90',
      currency: 'USD',
      country: 'GB',
      evidence: [{ path: evidence, mime: 'image/png' }],
      history: [{ fromStatus: null, toStatus: 'submitted', actor: { kind: 'user' } }],
    });
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await call(t.app, 'GET', `/api${mediationApi.caseCounts.path}`, { token: alice })).body.data.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '-5' }, 'amount', 'Please enter the correct amount'],
      [{ amount: '1.234' }, 'amount', 'Please enter the correct amount'],
      [{ description: 'too short' }, 'description', 'Please describe what happened (at least 20 characters)'],
      [{ counterpartyName: '' }, 'counterpartyName', 'Please enter the name of the other party'],
      [{ currency: 'XYZ' }, 'currency', 'Please select a currency type'],
      [{ acknowledged: false }, 'acknowledged', 'Please confirm that you have read how mediation works'],
      [{ disputeType: 'lottery' }, 'disputeType', 'Please choose the type of dispute'],
      [{ country: 'ZZ' }, 'country', 'Please Select Country'],
      [{ sendType: 'pigeon' }, 'sendType', 'Please choose how the other party is to be notified'],
      [{ incidentDate: '2999-01-01' }, 'incidentDate', 'Please enter a date that is not in the future'],
      [
        { counterpartyWebsite: '', counterpartyContact: '' },
        'counterpartyWebsite',
        'Please enter the website, platform or contact of the other party',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
        token: alice,
        body: validApplication(change),
      });
      expect(res.status, field).toBe(400);
      expect(res.body.data).toContainEqual({ field, message });
    }
    const after = (await call(t.app, 'GET', `/api${mediationApi.caseCounts.path}`, { token: alice })).body.data.total;
    expect(after).toBe(before);
  });

  it('keeps at most ten cases open per user', async () => {
    const dave = (await signUp(t.app)).token;
    const first = await applyCase(t.app, dave);
    for (let i = 1; i < 10; i++) await applyCase(t.app, dave);
    const eleventh = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
      token: dave,
      body: validApplication(),
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.msg).toBe('You already have 10 open cases. Please wait for one of them to close');
    await call(t.app, 'POST', `/api${mediationApi.withdraw.path}`, {
      token: dave,
      body: { id: first.id, reason: 'Solved' },
    });
    const again = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
      token: dave,
      body: validApplication(),
    });
    expect(again.status).toBe(200);
  });

  it('refuses evidence someone else uploaded', async () => {
    const bobs = await uploadPng(t.app, bob);
    const res = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
      token: alice,
      body: validApplication({ evidence: [bobs] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'evidence.0', message: 'This file was not uploaded by you' }]);
  });
});

describe("the user's cases", () => {
  it("GET /api/mediate/myMediateInfo pages the user's own cases and filters by status", async () => {
    const carol = (await signUp(t.app)).token;
    const first = await applyCase(t.app, carol);
    const second = await applyCase(t.app, carol, { counterpartyName: 'Second Shop' });
    await moveTo(t.app, mediator, first.id, 'under_review');

    const page1 = await call(t.app, 'GET', `/api${mediationApi.cases.path}?page=1&size=1`, { token: carol });
    expect(page1.status).toBe(200);
    expect(page1.body.data.total).toBe(2);
    expect(page1.body.data.rows).toHaveLength(1);
    expect(page1.body.data.rows[0].id).toBe(second.id);
    const page2 = await call(t.app, 'GET', `/api${mediationApi.cases.path}?page=2&size=1`, { token: carol });
    expect(page2.body.data.rows[0].id).toBe(first.id);

    const reviewing = await call(t.app, 'GET', `/api${mediationApi.cases.path}?status=under_review`, { token: carol });
    expect(reviewing.body.data.rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const bad = await call(t.app, 'GET', `/api${mediationApi.cases.path}?status=lost`, { token: carol });
    expect(bad.status).toBe(400);
    expect(bad.body.data[0].field).toBe('status');
    const unsigned = await call(t.app, 'GET', `/api${mediationApi.cases.path}`);
    expect(unsigned.status).toBe(401);

    const counts = await call(t.app, 'GET', `/api${mediationApi.caseCounts.path}`, { token: carol });
    expect(counts.status).toBe(200);
    expect(counts.body.data).toMatchObject({ total: 2, open: 2, closed: 0 });
    expect(counts.body.data.byStatus).toMatchObject({ submitted: 1, under_review: 1, signed: 0 });
    expect((await call(t.app, 'GET', `/api${mediationApi.caseCounts.path}`)).status).toBe(401);
  });

  it("GET /api/mediate/getInfo shows the case with its history; another user's case is 404", async () => {
    const created = await applyCase(t.app, alice);
    await moveTo(t.app, mediator, created.id, 'under_review', 'rejected');
    const res = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${created.id}`, { token: alice });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('rejected');
    expect(res.body.data.statusReason).toBe('moving to rejected');
    expect(res.body.data.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'submitted',
      'under_review',
      'rejected',
    ]);
    expect(res.body.data.history[2]).toMatchObject({ reason: 'moving to rejected', actor: { kind: 'mediator' } });
    // A mediator without a name of their own is shown by role alone: never by their log-in name.
    expect(res.body.data.history[2].actor.name).toBeNull();

    const other = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${created.id}`, { token: bob });
    expect(other.status).toBe(404);
  });

  it("POST /api/mediate/withdraw ends an open case with the user's reason, once", async () => {
    const created = await applyCase(t.app, alice);
    const notYours = await call(t.app, 'POST', `/api${mediationApi.withdraw.path}`, {
      token: bob,
      body: { id: created.id, reason: 'x' },
    });
    expect(notYours.status).toBe(404);
    const noReason = await call(t.app, 'POST', `/api${mediationApi.withdraw.path}`, {
      token: alice,
      body: { id: created.id, reason: '' },
    });
    expect(noReason.status).toBe(400);
    const res = await call(t.app, 'POST', `/api${mediationApi.withdraw.path}`, {
      token: alice,
      body: { id: created.id, reason: 'The shop refunded me' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'withdrawn', statusReason: 'The shop refunded me' });
    const again = await call(t.app, 'POST', `/api${mediationApi.withdraw.path}`, {
      token: alice,
      body: { id: created.id, reason: 'again' },
    });
    expect(again.status).toBe(400);
  });
});

describe('progress reports', () => {
  it("POST /api/report/pageList and GET /api/report/getInfo show reports on the user's cases only", async () => {
    const created = await applyCase(t.app, alice);
    const attachment = await uploadPng(t.app, mediator);
    const written = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.createReport.path, { id: created.id })}`,
      {
        token: mediator,
        body: {
          title: 'We wrote to the shop',
          body: 'We sent the shop your complaint on 3 March.',
          attachments: [attachment],
        },
      },
    );
    expect(written.status).toBe(200);
    const reportId = written.body.data.id;

    const list = await call(t.app, 'POST', `/api${mediationApi.reports.path}`, {
      token: alice,
      body: { page: 1, size: 10 },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.rows[0]).toMatchObject({
      id: reportId,
      caseId: created.id,
      trackingNumber: created.trackingNumber,
      title: 'We wrote to the shop',
      attachmentCount: 1,
    });
    const byCase = await call(t.app, 'POST', `/api${mediationApi.reports.path}`, {
      token: alice,
      body: { caseId: created.id },
    });
    expect(byCase.body.data.total).toBe(1);
    const bobs = await call(t.app, 'POST', `/api${mediationApi.reports.path}`, { token: bob, body: {} });
    expect(bobs.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(reportId);
    expect((await call(t.app, 'POST', `/api${mediationApi.reports.path}`, { body: {} })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', `/api${mediationApi.reports.path}`, { token: alice, body: { size: 1000 } })).status,
    ).toBe(400);

    const info = await call(t.app, 'GET', `/api${mediationApi.report.path}?id=${reportId}`, { token: alice });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      body: 'We sent the shop your complaint on 3 March.',
      attachments: [{ path: attachment }],
    });
    expect((await call(t.app, 'GET', `/api${mediationApi.report.path}?id=${reportId}`, { token: bob })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api${mediationApi.report.path}?id=${reportId}`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api${mediationApi.report.path}?id=abc`, { token: alice })).status).toBe(400);

    // The attachment is the mediator's upload; the case's owner may read it, nobody else.
    const asOwner = await t.app.inject({ method: 'GET', url: `/api${attachment}`, headers: { authorization: alice } });
    expect(asOwner.statusCode).toBe(200);
    const asBob = await t.app.inject({ method: 'GET', url: `/api${attachment}`, headers: { authorization: bob } });
    expect(asBob.statusCode).toBe(404);
  });
});
