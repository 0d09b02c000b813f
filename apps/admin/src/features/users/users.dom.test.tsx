// Users and operators in a DOM: a user found by search and opened; the list sorted from its headings; roles saved only with a reason, the user's audit
// entries shown beside; an account disabled and enabled after a confirm that asks for a reason; a new operator's
// form (a role, a reason, a mediator's display name, a taken address on its field) leading to the new account.
import { type AdminUserView, type AuditEntryView, adminApi, objectHistoryApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const CUSTOMER: AdminUserView = {
  userId: 100_042,
  username: 'lucy',
  email: 'lucy@example.com',
  inviteCode: 'LUCY2345',
  invitedBy: null,
  language: 'en',
  roles: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'active',
  invitedCount: 0,
  lastLoginAt: null,
  displayName: null,
};

/** A server holding one customer, changing roles and status with an audit entry each, as the real one does. */
function usersServer() {
  let user = { ...CUSTOMER };
  let audit: AuditEntryView[] = [];
  const record = (action: string, reason: string, detail: Record<string, unknown>) => {
    audit = [
      {
        id: audit.length + 1,
        actorId: 1,
        actorName: 'admin',
        action,
        targetType: 'user',
        targetId: String(user.userId),
        reason,
        detail,
        ip: '127.0.0.1',
        createdAt: '2026-11-28T12:00:00.000Z',
      },
      ...audit,
    ];
  };
  return [
    handle(adminApi.findUsers, ({ query }) => {
      const rows = query.q && user.email.includes(query.q) ? [user] : [];
      return { rows, total: rows.length };
    }),
    handle(adminApi.getUser, () => user),
    handle(objectHistoryApi.history, () => ({ rows: audit, total: audit.length })),
    handle(adminApi.updateUserRoles, ({ body }) => {
      record('user.roles', body.reason, { from: user.roles, to: body.roles });
      user = { ...user, roles: body.roles };
      return user;
    }),
    handle(adminApi.updateUserStatus, ({ body }) => {
      record(body.status === 'disabled' ? 'user.disable' : 'user.enable', body.reason, {});
      user = { ...user, status: body.status };
      return user;
    }),
  ];
}

describe('users', () => {
  it('finds a user by search and opens their details', async () => {
    const { user, api, router } = await renderAdmin('/users', { api: usersServer(), viewport: 'desktop' });
    await user.type(await screen.findByLabelText('Search', {}, FIRST), CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: String(CUSTOMER.userId) });
    expect(link.closest('tr')!.textContent).toContain('Customer');
    expect(api.callsTo(adminApi.findUsers).at(-1)!.query.q).toBe(CUSTOMER.email);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: `User #${CUSTOMER.userId}` }, FIRST)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('main').textContent).toContain(CUSTOMER.email));
    // The account's history is its own tab, kept in the address.
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No operator has acted on this user yet')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=history');
  });

  it("tells a mediator who opens a user's address that the customer desk looks users up, and asks nothing", async () => {
    const { api } = await renderAdmin(`/users/${CUSTOMER.userId}`, {
      api: usersServer(),
      operator: operatorWith(['mediator']),
      viewport: 'desktop',
    });
    expect(await screen.findByText(/^Only admins, support staff and reviewers look customers up\./)).toBeTruthy();
    expect(api.callsTo(adminApi.getUser)).toHaveLength(0);
  });

  it('tells a mediator that customers are looked up by other roles, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/users', {
      api: usersServer(),
      operator: operatorWith(['mediator']),
      viewport: 'desktop',
    });
    expect(
      await screen.findByText(/^Only admins, support staff and reviewers look customers up\./, {}, FIRST),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).toBeNull();
    expect(api.callsTo(adminApi.findUsers)).toHaveLength(0);
  });

  it('sorts by a heading, from the keyboard too, keeping the search: ascending, descending, then the usual order', async () => {
    const { user, api } = await renderAdmin('/users?q=lucy', { api: usersServer(), viewport: 'desktop' });
    const heading = await screen.findByRole('columnheader', { name: /^Email/ }, FIRST);
    expect(heading.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Roles' }).hasAttribute('aria-sort')).toBe(false);
    const lastQuery = () => api.callsTo(adminApi.findUsers).at(-1)!.query;

    await user.click(within(heading).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'lucy', sort: 'email' }));
    expect(screen.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort')).toBe('ascending');

    within(screen.getByRole('columnheader', { name: /^Email/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'lucy', sort: '-email' }));
    expect(screen.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort')).toBe('descending');

    // The focus stays on the heading's button, so the operator can turn it again.
    expect(document.activeElement).toBe(
      within(screen.getByRole('columnheader', { name: /^Email/ })).getByRole('button'),
    );
    // The usual order again: the first page's answer, still cached, is shown without asking again.
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort')).toBe('none'),
    );
    expect(screen.getByRole('link', { name: String(CUSTOMER.userId) })).toBeTruthy();
  });

  it('saves roles only with a reason, and lists the change among the user’s audit entries', async () => {
    const { user, api } = await renderAdmin(`/users/${CUSTOMER.userId}`, { api: usersServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('checkbox', { name: 'Support' }, FIRST));
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('Please enter a reason')).toBeTruthy();
    expect(api.callsTo(adminApi.updateUserRoles)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Reason/), 'Joins the help desk');
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('Roles saved')).toBeTruthy();
    expect(api.callsTo(adminApi.updateUserRoles)[0]!.body).toEqual({
      roles: ['support'],
      reason: 'Joins the help desk',
    });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(history.textContent).toContain('Joins the help desk'));
    expect(history.textContent).toContain('user.roles');
    expect(history.textContent).toMatch(/admin #1/);
    expect(history.textContent).toContain('"support"');
  });

  it('disables an account after a confirm that asks for a reason, and enables it again', async () => {
    const { user, api } = await renderAdmin(`/users/${CUSTOMER.userId}`, { api: usersServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'Disable account' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog.textContent).toContain('signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(adminApi.updateUserStatus)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Chargeback under review');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(within(screen.getByRole('main')).getByText('Disabled', { exact: true })).toBeTruthy());
    expect(api.callsTo(adminApi.updateUserStatus)[0]!.body).toEqual({
      status: 'disabled',
      reason: 'Chargeback under review',
    });

    await user.click(await screen.findByRole('button', { name: 'Enable account' }));
    const again = await screen.findByRole('dialog', { name: 'Prompt' });
    await user.type(within(again).getByLabelText(/^Reason/), 'Cleared');
    await user.click(within(again).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(within(screen.getByRole('main')).getByText('Active', { exact: true })).toBeTruthy());
    expect(api.callsTo(adminApi.updateUserStatus)[1]!.body).toEqual({ status: 'active', reason: 'Cleared' });
  });
});

describe('a new operator', () => {
  const taken = 'taken@example.com';
  const operatorsServer = () => [
    handle(adminApi.createOperator, ({ body }) =>
      body.email === taken
        ? refuse(409, 'This email is already registered', [
            { field: 'email', message: 'This email is already registered' },
          ])
        : { ...CUSTOMER, userId: 100_050, email: body.email, username: body.username, roles: body.roles },
    ),
    handle(adminApi.getUser, ({ params }) => ({ ...CUSTOMER, userId: params.id, email: 'wang@example.com' })),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
  ];

  it('needs a role and a reason, a mediator’s display name, and then opens the new account', async () => {
    const { user, api } = await renderAdmin('/operators/new', { api: operatorsServer(), viewport: 'desktop' });
    await user.type(await screen.findByLabelText(/^Email/, {}, FIRST), 'wang@example.com');
    await user.type(screen.getByLabelText(/^Username/), 'wangfang');
    await user.type(screen.getByLabelText(/^Initial password/), 'operator-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByText('Choose at least one role')).toBeTruthy();
    expect(screen.getByText('Please enter a reason')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Mediator' }));
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByText('Enter the name the parties will see')).toBeTruthy();
    expect(api.callsTo(adminApi.createOperator)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Display name/), 'Wang Fang');
    await user.type(screen.getByLabelText(/^Reason/), 'Mediation team grows');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User #100050' }, FIRST)).toBeTruthy();
    expect(api.callsTo(adminApi.createOperator)[0]!.body).toMatchObject({
      email: 'wang@example.com',
      username: 'wangfang',
      roles: ['mediator'],
      displayName: 'Wang Fang',
      reason: 'Mediation team grows',
    });
  });

  it('says a taken address on its field', async () => {
    const { user } = await renderAdmin('/operators/new', { api: operatorsServer(), viewport: 'desktop' });
    const email = await screen.findByLabelText(/^Email/, {}, FIRST);
    await user.type(email, taken);
    await user.type(screen.getByLabelText(/^Username/), 'lina');
    await user.type(screen.getByLabelText(/^Initial password/), 'operator-pass-1');
    await user.type(screen.getByLabelText(/^Display name/), 'Li Na');
    await user.click(screen.getByRole('checkbox', { name: 'Support' }));
    await user.type(screen.getByLabelText(/^Reason/), 'again');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    await waitFor(() => expect(fieldError(email)).toBe('This email is already registered'));
  });
});
