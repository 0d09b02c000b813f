import { adminApi, identityApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, expectRefusedOn, lastCode, uniqueEmail } from '../../testing/api.ts';
import { HOUSE_INVITE, useTestApp } from '../../testing/test-app.ts';

let reviewer: string;
const t = useTestApp();
beforeAll(async () => {
  reviewer = (await createOperator(t.app, t.admin, ['reviewer'])).token;
});

const createCode = (body: Record<string, unknown>, token = t.admin) =>
  call(t.app, 'POST', urlOf(adminApi.createInviteCode), { token, body });

/** Signs up a new address with the invitation code given; answers the emailRegister call. */
async function register(inviteCode: string) {
  const email = uniqueEmail('invited');
  await call(t.app, 'POST', urlOf(identityApi.getEmailCode), { body: { email } });
  const code = await lastCode(t.app, email);
  return call(t.app, 'POST', urlOf(identityApi.emailRegister), {
    body: { email, password: 'password-123', code, inviteCode },
  });
}

describe('house invitation codes', () => {
  it('lists the bootstrap house code to admins only: another operator is refused (least privilege)', async () => {
    expect((await call(t.app, 'GET', urlOf(adminApi.findInviteCodes), { token: reviewer })).status).toBe(403);
    const res = await call(t.app, 'GET', urlOf(adminApi.findInviteCodes), { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: HOUSE_INVITE, ownerId: null, disabled: false, note: 'House invitation code' }),
      ]),
    );
  });

  it('creates a random code that lets someone register', async () => {
    const res = await createCode({ note: 'Spring campaign', reason: 'marketing asked' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ownerId: null, note: 'Spring campaign', uses: 0, maxUses: null });
    expect(res.body.data.code).toMatch(/^[A-Z0-9]{8}$/);

    const reg = await register(res.body.data.code.toLowerCase());
    expect(reg.status).toBe(200);
    expect(reg.body.data.invitedBy).toBeNull();
    const list = await call(t.app, 'GET', `${urlOf(adminApi.findInviteCodes)}?pageSize=100`, { token: t.admin });
    const row = list.body.data.rows.find((r: { code: string }) => r.code === res.body.data.code);
    expect(row.uses).toBe(1);
  });

  it('creates a given code, upper-cased, and enforces its maximum uses', async () => {
    const given = `Vip${Date.now().toString(36).slice(-6)}`;
    const res = await createCode({ code: given, maxUses: 1, reason: 'one guest' });
    expect(res.body.data).toMatchObject({ code: given.toUpperCase(), maxUses: 1 });
    expect((await register(given)).status).toBe(200);
    const second = await register(given);
    expect(second.status).toBe(400);
    expect(second.body.data).toEqual([{ field: 'inviteCode', message: 'This invitation code is not valid' }]);
  });

  it('lists the codes in the order asked, either way, and refuses any other sort on its field', async () => {
    await Promise.all(
      ['Sorta', 'Sortb'].map((prefix) =>
        createCode({ code: `${prefix}${Date.now().toString(36).slice(-6)}`, reason: 'sort' }),
      ),
    );
    const list = async (sort: string) =>
      (await call(t.app, 'GET', `${urlOf(adminApi.findInviteCodes)}?pageSize=100&sort=${sort}`, { token: t.admin }))
        .body.data.rows as { code: string; uses: number }[];
    const codes = (await list('code')).map((c) => c.code);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(codes).toEqual([...codes].sort());
    expect((await list('-code')).map((c) => c.code)).toEqual([...codes].reverse());
    // Equal uses are ordered by code, so a page never repeats or skips one.
    const byUses = (await list('-uses')).map((c) => [c.uses, c.code] as const);
    expect(byUses).toEqual(
      [...byUses].sort(
        ([usesA, codeA], [usesB, codeB]) => usesB - usesA || (codeA < codeB ? 1 : codeA > codeB ? -1 : 0),
      ),
    );

    const res = await call(t.app, 'GET', `${urlOf(adminApi.findInviteCodes)}?sort=note`, { token: t.admin });
    expect(res.status).toBe(400);
    expect(res.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('refuses a code that exists with 409 and a field error', async () => {
    for (const code of [HOUSE_INVITE, HOUSE_INVITE.toLowerCase()]) {
      const res = await createCode({ code, reason: 'again' });
      expectRefusedOn(res, 409, 'code', 'This invitation code already exists');
    }
  });

  it('refuses a malformed code or a missing reason with field errors', async () => {
    const res = await createCode({ code: 'a b', maxUses: 0 });
    expect(res.status).toBe(400);
    expect(new Set(res.body.data.map((e: { field: string }) => e.field))).toEqual(
      new Set(['code', 'maxUses', 'reason']),
    );
  });

  it('disables a code so it no longer registers anyone', async () => {
    const { body } = await createCode({ reason: 'temporary' });
    const code = body.data.code;
    const off = await call(t.app, 'POST', urlOf(adminApi.disableInviteCode, { code: code.toLowerCase() }), {
      token: t.admin,
      body: { reason: 'leaked on a forum' },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ code, disabled: true });
    const reg = await register(code);
    expect(reg.status).toBe(400);
    expect(reg.body.msg).toBe('This invitation code is not valid');

    const again = await call(t.app, 'POST', urlOf(adminApi.disableInviteCode, { code }), {
      token: t.admin,
      body: { reason: 'twice' },
    });
    expect(again.body).toMatchObject({ code: 404, msg: 'This invitation code does not exist or is already disabled' });
    const noReason = await call(t.app, 'POST', urlOf(adminApi.disableInviteCode, { code }), {
      token: t.admin,
      body: {},
    });
    expect(noReason.body.data).toEqual([{ field: 'reason', message: 'Please enter a reason' }]);
  });

  it('lets only admins create and disable codes', async () => {
    expect((await createCode({ reason: 'x' }, reviewer)).status).toBe(403);
    const off = await call(t.app, 'POST', urlOf(adminApi.disableInviteCode, { code: HOUSE_INVITE }), {
      token: reviewer,
      body: { reason: 'x' },
    });
    expect(off.status).toBe(403);
    expect((await register(HOUSE_INVITE)).status).toBe(200);
  });
});
