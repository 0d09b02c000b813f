// POST /api/real and GET /api/getRealInfo, and the reviewers' side under /api/admin/realname.
import { adminApi, pathWith, realNameAdminApi, realNameApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { uploadPng } from '../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let reviewer: string;
let mediator: string;
beforeAll(async () => {
  [reviewer, mediator] = await Promise.all([
    createOperator(t.app, t.admin, ['reviewer']).then((o) => o.token),
    createOperator(t.app, t.admin, ['mediator']).then((o) => o.token),
  ]);
});

async function submission(token: string) {
  return {
    fullName: 'Alice Example',
    idType: 'passport',
    idNumber: 'P1234567',
    country: 'GB',
    frontImage: await uploadPng(t.app, token),
    backImage: await uploadPng(t.app, token),
  };
}

describe('real-name verification', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', `/api${realNameApi.info.path}`)).status).toBe(401);
    expect((await call(t.app, 'POST', `/api${realNameApi.submit.path}`, { body: {} })).status).toBe(401);
  });

  it('goes from not submitted to pending, refuses a second submission, and masks the ID number', async () => {
    const { token } = await signUp(t.app);
    const none = await call(t.app, 'GET', `/api${realNameApi.info.path}`, { token });
    expect(none.body).toMatchObject({ code: 200, data: { status: 'none', submission: null } });

    const body = await submission(token);
    const res = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, { token, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      submission: { fullName: 'Alice Example', idType: 'passport', idNumberMasked: '****4567', country: 'GB' },
    });
    expect(res.body.data.submission.frontImage.path).toBe(body.frontImage);
    const again = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, { token, body });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Your real-name verification is under review');
  });

  it("refuses bad input by field: name, number, country, images that are not the user's", async () => {
    const { token } = await signUp(t.app);
    const other = (await signUp(t.app)).token;
    const good = await submission(token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '' }, 'fullName', 'Please enter your full name'],
      [{ idType: 'id_card', idNumber: '' }, 'idNumber', 'Please Enter ID Card Number'],
      [{ idNumber: '' }, 'idNumber', 'Please Enter Passport Number'],
      [
        { idNumber: '12<script>' },
        'idNumber',
        'The ID number may contain only letters, digits, spaces and -, 4 to 30 characters',
      ],
      [{ country: 'ZZ' }, 'country', 'Please Select Country'],
      [{ idType: 'library_card' }, 'idType', 'Please choose the ID type'],
      [{ frontImage: '' }, 'frontImage', 'Please Upload Image'],
      [{ backImage: await uploadPng(t.app, other) }, 'backImage', 'This file was not uploaded by you'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, { token, body: { ...good, ...change } });
      expect(res.status, field).toBe(400);
      expect(res.body.data).toContainEqual({ field, message });
    }
    expect((await call(t.app, 'GET', `/api${realNameApi.info.path}`, { token })).body.data.status).toBe('none');
  });

  it('a reviewer rejects with a reason the user sees, the user resubmits, a reviewer approves; all audited', async () => {
    const { token, user } = await signUp(t.app);
    const first = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, { token, body: await submission(token) });
    const id = first.body.data.submission.id;

    expect((await call(t.app, 'GET', `/api${realNameAdminApi.submissions.path}`, { token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api${realNameAdminApi.submissions.path}`, { token: mediator })).status).toBe(
      403,
    );
    const queue = await call(t.app, 'GET', `/api${realNameAdminApi.submissions.path}?status=pending&size=100`, {
      token: reviewer,
    });
    expect(queue.status).toBe(200);
    const row = queue.body.data.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ userId: user.userId, idNumber: 'P1234567', status: 'pending' });
    const one = await call(t.app, 'GET', `/api${pathWith(realNameAdminApi.submission.path, { id })}`, {
      token: reviewer,
    });
    expect(one.body.data.idNumber).toBe('P1234567');

    const noReason = await call(t.app, 'POST', `/api${pathWith(realNameAdminApi.review.path, { id })}`, {
      token: reviewer,
      body: { decision: 'reject', reason: '' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await call(t.app, 'POST', `/api${pathWith(realNameAdminApi.review.path, { id })}`, {
      token: reviewer,
      body: { decision: 'reject', reason: 'The photo of the back is blurred' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.reviewerName).toBeTruthy();
    const twice = await call(t.app, 'POST', `/api${pathWith(realNameAdminApi.review.path, { id })}`, {
      token: reviewer,
      body: { decision: 'approve' },
    });
    expect(twice.status).toBe(409);

    const seen = await call(t.app, 'GET', `/api${realNameApi.info.path}`, { token });
    expect(seen.body.data).toMatchObject({
      status: 'rejected',
      submission: { rejectReason: 'The photo of the back is blurred' },
    });

    const second = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, {
      token,
      body: await submission(token),
    });
    expect(second.body.data.status).toBe('pending');
    const approved = await call(
      t.app,
      'POST',
      `/api${pathWith(realNameAdminApi.review.path, { id: second.body.data.submission.id })}`,
      {
        token: t.admin,
        body: { decision: 'approve' },
      },
    );
    expect(approved.body.data.status).toBe('approved');
    expect((await call(t.app, 'GET', `/api${realNameApi.info.path}`, { token })).body.data.status).toBe('approved');
    const afterApproval = await call(t.app, 'POST', `/api${realNameApi.submit.path}`, {
      token,
      body: await submission(token),
    });
    expect(afterApproval.status).toBe(409);

    const audit = await call(t.app, 'GET', `/api${adminApi.findAudit.path}?targetType=real_name`, { token: t.admin });
    const actions = audit.body.data.rows
      .filter((r: { targetId: string }) => [String(id), String(second.body.data.submission.id)].includes(r.targetId))
      .map((r: { action: string; reason: string | null }) => [r.action, r.reason]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['realname.reject', 'The photo of the back is blurred'],
        ['realname.approve', null],
      ]),
    );
  });
});
