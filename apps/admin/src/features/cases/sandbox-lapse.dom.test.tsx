// The sandbox's deadline lapse on a case's page, in a DOM: beside the state, marked as the sandbox's, it lets the
// current deadline pass only once confirmed, and the case shows what followed; a server that is no sandbox, or a case
// without a deadline, shows none.
import {
  type AdminCaseView,
  adminApi,
  mediationAdminApi,
  mediationApi,
  mediationThreadApi,
  objectHistoryApi,
  systemApi,
} from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { respondentView } from '../../testing/fixtures.ts';
import { FIRST, renderAdmin } from '../../testing/render-admin.tsx';

/** A case waiting for the respondent's answer until 5 December. */
const WAITING: AdminCaseView = {
  id: 7,
  trackingNumber: 'MD20261128000007',
  disputeType: 'broker',
  counterpartyName: 'Harbour Brokers',
  amount: '1500.50',
  currency: 'USD',
  status: 'accepted',
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  next: {
    step: 'respondent_answer',
    actor: 'other',
    deadlineKind: 'respondent_answer',
    deadlineAt: '2026-12-05T09:00:00.000Z',
  },
  applicant: { userId: 100_042, email: null, username: null, realNameStatus: 'approved', verifiedName: 'Lucy Li' },
  mediatorId: 1,
  mediatorName: 'Admin',
  counterpartyWebsite: 'https://harbour.example',
  counterpartyContact: 'support@harbour.example',
  country: 'GB',
  sendType: 'email',
  description: 'They kept my deposit after I asked to withdraw it.',
  incidentDate: '2026-11-01',
  evidence: [],
  sharedEvidence: [],
  statusReason: null,
  history: [],
  agreementId: null,
  reportCount: 0,
  respondentState: 'notified',
  reports: [],
  agreements: [],
  allowedTransitions: [],
  canDraftAgreement: false,
  respondent: respondentView({ state: 'notified' }),
};

/** The deadline job's rule: a missed answer closes the case, not settled. */
const CLOSED: AdminCaseView = {
  ...WAITING,
  status: 'closed_not_settled',
  next: { step: 'closed', actor: 'nobody', deadlineKind: null, deadlineAt: null },
};

function caseServer(found: AdminCaseView, { sandbox = true } = {}) {
  let current = found;
  return [
    handle(adminApi.sandbox, { sandbox }),
    handle(mediationApi.disputeTypes, []),
    handle(mediationAdminApi.mediators, [{ id: 1, name: 'Admin', email: 'admin@example.com' }]),
    handle(systemApi.dictData, [{ dictLabel: 'E-mail', dictValue: 'email' }]),
    handle(mediationAdminApi.case, () => current),
    handle(mediationThreadApi.mediatorThread, {
      trackingNumber: found.trackingNumber,
      open: false,
      messages: [],
      proposals: [],
      readUpTo: { applicant: null, respondent: null, mediator: null },
    }),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
    handle(mediationAdminApi.lapseDeadline, () => {
      current = CLOSED;
      return current;
    }),
  ];
}

describe('the sandbox’s deadline lapse on a case', () => {
  it('is marked as the sandbox’s, and lets the deadline pass only once confirmed', async () => {
    const { user, api } = await renderAdmin('/cases/7', { api: caseServer(WAITING), viewport: 'desktop' });
    const card = await screen.findByRole('region', { name: 'Let the deadline pass' }, FIRST);
    expect(within(card).getByText('Sandbox')).toBeTruthy();
    expect(card.textContent).toMatch(/current deadline \(5 Dec 2026/);
    await user.click(within(card).getByRole('button', { name: 'Let the deadline pass now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Let the deadline of MD20261128000007 pass now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(mediationAdminApi.lapseDeadline)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Let the deadline pass now' }));
    const again = await screen.findByRole('dialog', { name: 'Let the deadline of MD20261128000007 pass now?' });
    await user.click(within(again).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.callsTo(mediationAdminApi.lapseDeadline)[0]?.params).toEqual({ id: 7 }));
    expect(await screen.findByText('The deadline has passed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Let the deadline pass' })).toBeNull());
  });

  it('is not there when the server is no sandbox', async () => {
    const { api } = await renderAdmin('/cases/7', {
      api: caseServer(WAITING, { sandbox: false }),
      viewport: 'desktop',
    });
    await screen.findByRole('heading', { level: 1, name: WAITING.trackingNumber }, FIRST);
    await waitFor(() => expect(api.callsTo(adminApi.sandbox)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Let the deadline pass' })).toBeNull();
  });

  it('is not there, nor asked, for a case without a deadline', async () => {
    const { api } = await renderAdmin('/cases/7', { api: caseServer(CLOSED), viewport: 'desktop' });
    await screen.findByRole('heading', { level: 1, name: WAITING.trackingNumber }, FIRST);
    await screen.findByRole('tab', { name: 'Application' });
    expect(screen.queryByRole('region', { name: 'Let the deadline pass' })).toBeNull();
    expect(api.callsTo(adminApi.sandbox)).toHaveLength(0);
  });
});
