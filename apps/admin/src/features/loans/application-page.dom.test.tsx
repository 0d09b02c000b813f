// A loan application's own page in a DOM: reached from its queue's row, it decides from the keyboard (`r` rejects with
// the reason the applicant reads, `a` approves with the audit's reason, each with its idempotency key), shows its
// schedule and history in tabs, and — on a sandbox, for an admin, once paid out — moves the loan's dates after a
// confirmation; a reviewer, or a server that is no sandbox, sees no such control.
import { type AdminLoanView, loansAdminApi, objectHistoryApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';
import { detailOf, LOAN } from './loan-fixture.ts';

/** A server holding one loan, deciding and moving it as the real one does; `keys` collects the decisions' keys. */
function loanServer(loan: AdminLoanView, { sandbox = true } = {}) {
  let current = loan;
  const keys: (string | null)[] = [];
  return {
    keys,
    handlers: [
      handle(loansAdminApi.options, { sandbox }),
      handle(loansAdminApi.applications, () => ({ rows: [current], total: 1 })),
      handle(loansAdminApi.application, ({ params }) =>
        params.id === current.id ? detailOf(current) : refuse(404, 'Not found'),
      ),
      handle(loansAdminApi.approve, ({ headers }) => {
        keys.push(headers.get('idempotency-key'));
        current = { ...current, status: 'active', principalOutstanding: current.amount };
        return detailOf(current);
      }),
      handle(loansAdminApi.reject, ({ body, headers }) => {
        keys.push(headers.get('idempotency-key'));
        current = { ...current, status: 'rejected', rejectReason: body.reason };
        return detailOf(current);
      }),
      handle(loansAdminApi.sandboxAdvance, () => detailOf(current, 'paid')),
      handle(objectHistoryApi.history, { rows: [], total: 0 }),
    ],
  };
}

/** The page once its application has loaded (its heading shows before). */
async function opened(id = 7) {
  await screen.findByRole('heading', { level: 1, name: `Loan application #${id}` }, FIRST);
  await screen.findByRole('tab', { name: 'Overview' }, FIRST);
}

describe('a loan application’s page', () => {
  it('opens from its row in the queue, and rejects with `r` and the reason the applicant reads', async () => {
    const server = loanServer(LOAN);
    const { user, api } = await renderAdmin('/loans/applications', { api: server.handlers, viewport: 'desktop' });
    await user.click(within(await rowWith('lucy@example.com')).getByRole('link', { name: 'Review #7' }));
    await opened();
    expect(screen.getByText('Verified')).toBeTruthy();

    await user.keyboard('r');
    const form = await screen.findByRole('form', { name: 'Reject' });
    expect(within(form).getByText(/The applicant sees your reason/)).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Reason/), 'Income could not be confirmed');
    await user.click(within(form).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.callsTo(loansAdminApi.reject)).toHaveLength(1));
    expect(api.callsTo(loansAdminApi.reject)[0]!.body).toEqual({ reason: 'Income could not be confirmed' });
    expect(server.keys[0]).toMatch(/.{8,}/);
    expect(await screen.findByText(/This application has been decided/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve and pay out' })).toBeNull();
  });

  it('approves with `a`, saying first what it pays out, with the reason kept in the audit log', async () => {
    const server = loanServer(LOAN);
    const { user, api } = await renderAdmin('/loans/applications/7', { api: server.handlers, viewport: 'phone' });
    await opened();
    await user.keyboard('a');
    const form = await screen.findByRole('form', { name: 'Approve and pay out' });
    expect(within(form).getByText(/1,188.00 USD is paid into the applicant’s funding account/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Ok' }));
    expect(await within(form).findByText('Please enter a reason')).toBeTruthy();
    expect(api.callsTo(loansAdminApi.approve)).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Reason/), 'Income checked');
    await user.click(within(form).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.callsTo(loansAdminApi.approve)[0]?.body).toEqual({ note: 'Income checked' }));
    expect(server.keys).toHaveLength(1);
  });

  it('shows the schedule and the history in tabs, the tab in the address', async () => {
    const { user, api, router } = await renderAdmin('/loans/applications/7', {
      api: loanServer(LOAN).handlers,
      viewport: 'desktop',
    });
    await opened();
    await user.click(screen.getByRole('tab', { name: 'Schedule' }));
    const schedule = screen.getByRole('table', { name: 'Instalments, USD' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(3);
    expect(router.state.location.search).toBe('?tab=schedule');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Nothing recorded about this loan yet')).toBeTruthy();
    expect(api.callsTo(objectHistoryApi.history)[0]!.query).toMatchObject({ targetType: 'loan', targetId: '7' });
  });

  it('says so when there is no such application', async () => {
    await renderAdmin('/loans/applications/99', { api: loanServer(LOAN).handlers, viewport: 'desktop' });
    expect(await screen.findByText('There is no loan application #99', {}, FIRST)).toBeTruthy();
  });
});

describe('the sandbox’s date move on a paid-out loan', () => {
  const ACTIVE: AdminLoanView = { ...LOAN, status: 'active', principalOutstanding: '1200.00' };

  it('is marked as the sandbox’s, and moves the dates only once confirmed with a reason', async () => {
    const { user, api } = await renderAdmin('/loans/applications/7', {
      api: loanServer(ACTIVE).handlers,
      viewport: 'desktop',
    });
    const card = await screen.findByRole('region', { name: 'Move the dates' }, FIRST);
    expect(within(card).getByText('Sandbox')).toBeTruthy();
    await user.clear(within(card).getByLabelText('Days'));
    await user.type(within(card).getByLabelText('Days'), '30');
    await user.click(within(card).getByRole('button', { name: 'Move the dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the dates of loan #7?' });
    expect(within(dialog).getByText(/come 30 days closer/)).toBeTruthy();
    expect(api.callsTo(loansAdminApi.sandboxAdvance)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'The first instalment falls due');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(api.callsTo(loansAdminApi.sandboxAdvance)[0]).toMatchObject({
        params: { id: 7 },
        body: { days: 30, reason: 'The first instalment falls due' },
      }),
    );
  });

  it('is not there when the server is no sandbox', async () => {
    const { api } = await renderAdmin('/loans/applications/7', {
      api: loanServer(ACTIVE, { sandbox: false }).handlers,
      viewport: 'desktop',
    });
    await opened();
    await waitFor(() => expect(api.callsTo(loansAdminApi.options)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Move the dates' })).toBeNull();
  });

  it('is not there for a reviewer (admins move dates)', async () => {
    const reviewer = await renderAdmin('/loans/applications/7', {
      api: loanServer(ACTIVE).handlers,
      operator: operatorWith(['reviewer']),
      viewport: 'desktop',
    });
    await opened();
    expect(screen.getByText('Repaying')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Move the dates' })).toBeNull();
    expect(reviewer.api.callsTo(loansAdminApi.options)).toHaveLength(0);
  });
});
