// Invitation codes in a DOM: the reason asked on its field, a new code listed with its note and uses, a taken code
// refused on its input, the list sorted by uses, a code disabled with a reason, and a reader (no admin role) shown the
// list without actions.
import { adminApi, type InviteCodeView } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const HOUSE: InviteCodeView = {
  code: 'HOUSE001',
  ownerId: null,
  note: 'House code',
  uses: 3,
  maxUses: null,
  disabled: false,
  createdAt: '2026-01-02T09:00:00.000Z',
};

/** A server holding `initial`, creating and disabling codes as the real one does (a taken code refused). */
function codesServer(initial: InviteCodeView[]) {
  let codes = [...initial];
  return [
    handle(adminApi.findInviteCodes, () => ({ rows: codes, total: codes.length })),
    handle(adminApi.createInviteCode, ({ body }) => {
      const code = (body.code ?? 'RANDOM01').toUpperCase();
      if (codes.some((c) => c.code === code)) {
        return refuse(409, 'This invitation code already exists', [
          { field: 'code', message: 'This invitation code already exists' },
        ]);
      }
      const made = { ...HOUSE, code, note: body.note ?? null, uses: 0, maxUses: body.maxUses ?? null };
      codes = [made, ...codes];
      return made;
    }),
    handle(adminApi.disableInviteCode, ({ params }) => {
      codes = codes.map((c) => (c.code === params.code ? { ...c, disabled: true } : c));
      return codes.find((c) => c.code === params.code)!;
    }),
  ];
}

/** The table row holding a text, once it is shown. */
describe('invitation codes', () => {
  it('asks for a reason on its field, then lists the new code with its note, uses and status', async () => {
    const { user, api } = await renderAdmin('/invite-codes', { api: codesServer([HOUSE]), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'New invitation code' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New invitation code' });
    await user.type(within(form).getByLabelText('Code', { exact: true }), 'SPRING25');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(fieldError(within(form).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(adminApi.createInviteCode)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Note'), 'Spring partner campaign');
    await user.type(within(form).getByLabelText('Max uses'), '5');
    await user.type(within(form).getByLabelText(/^Reason/), 'Partner launch');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    const row = await rowWith('SPRING25');
    expect(api.callsTo(adminApi.createInviteCode)[0]!.body).toEqual({
      code: 'SPRING25',
      note: 'Spring partner campaign',
      maxUses: 5,
      reason: 'Partner launch',
    });
    expect(row.textContent).toContain('Spring partner campaign');
    expect(row.textContent).toContain('0 / 5');
    expect(row.textContent).toContain('Active');
  });

  it('says a taken code on its input', async () => {
    const { user } = await renderAdmin('/invite-codes', { api: codesServer([HOUSE]), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'New invitation code' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New invitation code' });
    await user.type(within(form).getByLabelText('Code', { exact: true }), 'house001');
    await user.type(within(form).getByLabelText(/^Reason/), 'duplicate');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    const input = within(form).getByLabelText('Code', { exact: true });
    await screen.findByText('This invitation code already exists');
    expect(fieldError(input)).toBe('This invitation code already exists');
  });

  it('disables a code after a confirm with a reason, and offers no disable for it after', async () => {
    const { user, api } = await renderAdmin('/invite-codes', { api: codesServer([HOUSE]), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'Disable code HOUSE001' }, FIRST));
    const confirm = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(confirm.textContent).toContain('HOUSE001');
    await user.type(within(confirm).getByLabelText(/^Reason/), 'Campaign over');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(api.callsTo(adminApi.disableInviteCode)[0]).toMatchObject({
      params: { code: 'HOUSE001' },
      body: { reason: 'Campaign over' },
    });
    expect(screen.queryByRole('button', { name: /^Disable code/ })).toBeNull();
  });

  it('sorts by uses from its heading, the most used first, then the fewest', async () => {
    const { user, api } = await renderAdmin('/invite-codes', { api: codesServer([HOUSE]), viewport: 'desktop' });
    const uses = () => screen.getByRole('columnheader', { name: /^Uses \/ max uses/ });
    await user.click(within(await screen.findByRole('columnheader', { name: /^Uses/ }, FIRST)).getByRole('button'));
    await waitFor(() => expect(api.callsTo(adminApi.findInviteCodes).at(-1)!.query.sort).toBe('-uses'));
    expect(uses().getAttribute('aria-sort')).toBe('descending');
    await user.click(within(uses()).getByRole('button'));
    await waitFor(() => expect(api.callsTo(adminApi.findInviteCodes).at(-1)!.query.sort).toBe('uses'));
    expect(uses().getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('tells another operator that only admins see the codes, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/invite-codes', {
      api: codesServer([HOUSE]),
      operator: operatorWith(['mediator']),
      viewport: 'desktop',
    });
    expect(await screen.findByText('Only admins see and manage invitation codes.', {}, FIRST)).toBeTruthy();
    expect(screen.queryByText('HOUSE001')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New invitation code' })).toBeNull();
    expect(api.callsTo(adminApi.findInviteCodes)).toHaveLength(0);
  });

  it('is in Chinese', async () => {
    await renderAdmin('/invite-codes', { api: codesServer([HOUSE]), language: 'zh', viewport: 'desktop' });
    expect(await screen.findByRole('heading', { level: 1, name: '邀请码' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建邀请码' })).toBeTruthy();
  });
});
