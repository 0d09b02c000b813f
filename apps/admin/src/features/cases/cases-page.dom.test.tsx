// Mediation cases in a DOM: the queue of open cases filtered by state through the address; a case offering only the
// changes its state allows, each behind a reason (nothing sent without one), a rejection closing it for good; taking
// a case; an operator who is not a mediator or admin told so in Chinese, unasked.
import {
  type AdminCaseRowView,
  type AdminCaseView,
  mediationAdminApi,
  mediationApi,
  mediationThreadApi,
  objectHistoryApi,
  systemApi,
} from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { respondentView } from '../../testing/fixtures.ts';
import { FIRST, operatorWith, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

const SUBMITTED: AdminCaseRowView = {
  id: 7,
  trackingNumber: 'MD20261128000007',
  disputeType: 'broker',
  counterpartyName: 'Harbour Brokers',
  amount: '1500.50',
  currency: 'USD',
  status: 'submitted',
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  next: { step: 'review', actor: 'mediator', deadlineKind: null, deadlineAt: null },
  applicant: {
    userId: 100_042,
    email: 'lucy@example.com',
    username: 'lucy',
    realNameStatus: 'none',
    verifiedName: null,
  },
  mediatorId: null,
  mediatorName: null,
};

const IN_MEDIATION: AdminCaseRowView = {
  ...SUBMITTED,
  id: 8,
  trackingNumber: 'MD20261127000008',
  counterpartyName: 'Quickfund Ltd',
  status: 'in_mediation',
  mediatorId: 3,
  mediatorName: 'Chen Jing',
};

const CASE: AdminCaseView = {
  ...SUBMITTED,
  counterpartyWebsite: 'https://harbour.example',
  counterpartyContact: 'support@harbour.example',
  country: 'GB',
  sendType: 'email',
  description: 'They kept my deposit after I asked to withdraw it.',
  incidentDate: '2026-11-01',
  evidence: [],
  sharedEvidence: [],
  statusReason: null,
  history: [
    {
      id: 1,
      fromStatus: null,
      toStatus: 'submitted',
      reason: null,
      actor: { kind: 'user', name: null },
      createdAt: SUBMITTED.createdAt,
    },
  ],
  agreementId: null,
  reportCount: 0,
  respondentState: 'not_contacted',
  reports: [],
  agreements: [],
  allowedTransitions: ['under_review', 'rejected'],
  canDraftAgreement: false,
  respondent: respondentView({ notifyBlockedReason: 'The case has not been accepted yet' }),
};

const REFERENCE = [
  handle(mediationApi.disputeTypes, [
    { value: 'broker', label: { en: 'Broker dispute', zh: '经纪商纠纷' }, description: { en: '', zh: '' } },
  ]),
  handle(mediationAdminApi.mediators, [
    { id: 1, name: 'Admin', email: 'admin@example.com' },
    { id: 3, name: 'Chen Jing', email: 'chen@example.com' },
  ]),
];

/** A server holding case 7, changing its state and mediator as the real one does. */
function caseServer() {
  let found = CASE;
  return [
    ...REFERENCE,
    handle(systemApi.dictData, [{ dictLabel: 'E-mail', dictValue: 'email' }]),
    handle(mediationAdminApi.case, () => found),
    handle(mediationThreadApi.mediatorThread, {
      trackingNumber: CASE.trackingNumber,
      open: false,
      messages: [],
      proposals: [],
      readUpTo: { applicant: null, respondent: null, mediator: null },
    }),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
    handle(mediationAdminApi.changeCaseStatus, ({ body }) => {
      found = {
        ...found,
        status: body.status,
        statusReason: body.reason,
        allowedTransitions: [],
        history: [
          ...found.history,
          {
            id: 2,
            fromStatus: found.status,
            toStatus: body.status,
            reason: body.reason,
            actor: { kind: 'mediator', name: 'Admin' },
            createdAt: '2026-11-28T10:00:00.000Z',
          },
        ],
      };
      return found;
    }),
    handle(mediationAdminApi.assignCase, ({ body }) => {
      found = { ...found, mediatorId: body.mediatorId, mediatorName: body.mediatorId ? 'Admin' : null };
      return found;
    }),
  ];
}

describe('mediation cases', () => {
  it('lists the open cases and filters them by state through the address', async () => {
    const { user, api, router } = await renderAdmin('/cases', {
      api: [
        ...REFERENCE,
        handle(mediationAdminApi.cases, ({ query }) => {
          const rows = [SUBMITTED, IN_MEDIATION].filter((row) => !query.status || row.status === query.status);
          return { rows, total: rows.length };
        }),
      ],
      viewport: 'desktop',
    });
    const row = await rowWith(SUBMITTED.trackingNumber);
    expect(api.callsTo(mediationAdminApi.cases)[0]!.query).toMatchObject({ scope: 'open', page: 1 });
    expect(
      within(row)
        .getByRole('link', { name: `Open case ${SUBMITTED.trackingNumber}` })
        .getAttribute('href'),
    ).toBe('/cases/7');
    // After the box that picks it: the case, its state, what it waits for, who filed it against whom, for how much,
    // and who handles it.
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Submitted',
      'Review the application',
      'lucy@example.com',
      'Harbour Brokers',
      '1500.50 USD',
      'Unassigned',
    ]);
    expect((await rowWith(IN_MEDIATION.trackingNumber)).textContent).toContain('Chen Jing');

    // Sorted on the server from the headings: the most urgent first, or the latest change.
    await sortsFromHeading({ user, api }, mediationAdminApi.cases, /^Next step/, 'deadlineAt');
    await sortsFromHeading({ user, api }, mediationAdminApi.cases, /^Last change/, '-updatedAt');
    await user.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await waitFor(() => expect(screen.queryByText(IN_MEDIATION.trackingNumber)).toBeNull());
    expect(router.state.location.search).toBe('?status=submitted&sort=-updatedAt');
    expect(api.callsTo(mediationAdminApi.cases).at(-1)!.query).toMatchObject({ status: 'submitted' });
    expect(api.callsTo(mediationAdminApi.cases).at(-1)!.query.scope).toBeUndefined();

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });

  it('offers only the changes the state allows, each with a reason, and a rejected case changes no more', async () => {
    const { user, api, router } = await renderAdmin('/cases/7', { api: caseServer(), viewport: 'desktop' });
    expect(await screen.findByRole('heading', { level: 1, name: CASE.trackingNumber }, FIRST)).toBeTruthy();
    await screen.findByRole('button', { name: 'Start review' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start mediation' })).toBeNull();
    // The case's sections are tabs kept in the address; the reports tab holds the report form.
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(screen.getByRole('form', { name: 'New progress report' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=reports');

    // The change opens in place, no dialog, with the reason ready to type.
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('form', { name: 'Reject' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Reason/));
    expect(dialog.textContent).toContain(
      'Change case MD20261128000007 from “Submitted” to “Rejected”? The user sees this change and your reason.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(mediationAdminApi.changeCaseStatus)).toHaveLength(0);

    const reason = 'The dispute is with a bank outside our remit.';
    await user.type(within(dialog).getByLabelText(/^Reason/), reason);
    await user.keyboard('{Control>}{Enter}{/Control}'); // Ctrl+Enter makes the change, as Ok does
    expect(await screen.findByText('This case is closed; its state can no longer change.')).toBeTruthy();
    expect(api.callsTo(mediationAdminApi.changeCaseStatus)[0]).toMatchObject({
      params: { id: 7 },
      body: { status: 'rejected', reason },
    });
    expect(screen.getByText('Case is now “Rejected”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New progress report' })).toBeNull();
    const history = screen.getByRole('heading', { level: 2, name: 'History' }).parentElement!;
    expect(history.textContent).toContain('Submitted → Rejected');
  });

  it("shows a mediator the applicant's verified name, without a link to the customer's account", async () => {
    const verified = { ...SUBMITTED.applicant, email: null, verifiedName: 'Lucy Chen' };
    await renderAdmin('/cases', {
      operator: operatorWith(['mediator']),
      api: [...REFERENCE, handle(mediationAdminApi.cases, { rows: [{ ...SUBMITTED, applicant: verified }], total: 1 })],
      viewport: 'desktop',
    });
    const row = await rowWith(SUBMITTED.trackingNumber);
    expect(within(row).getByText('Lucy Chen')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'Lucy Chen' })).toBeNull();
    expect(row.textContent).not.toContain('lucy@example.com');
  });

  it('assigns the picked cases to a mediator at once, each on its own, from the keyboard too', async () => {
    const { user, api } = await renderAdmin('/cases', {
      api: [
        ...REFERENCE,
        handle(mediationAdminApi.mediators, [{ id: 1, name: 'Admin', email: 'admin@example.com' }]),
        handle(mediationAdminApi.cases, { rows: [SUBMITTED, IN_MEDIATION], total: 2 }),
        handle(mediationAdminApi.assignCase, ({ params, body }) =>
          params.id === IN_MEDIATION.id
            ? refuse(409, 'This case is closed; its mediator can no longer change')
            : { ...CASE, mediatorId: body.mediatorId },
        ),
      ],
      viewport: 'desktop',
    });
    await rowWith(SUBMITTED.trackingNumber);
    await user.click(screen.getByRole('checkbox', { name: `Pick case ${SUBMITTED.trackingNumber}` }));
    // j to the next row, x picks it.
    await user.keyboard('jx');
    const bar = screen.getByRole('region', { name: 'Cases picked' });
    expect(bar.textContent).toContain('2 cases picked');
    await user.selectOptions(within(bar).getByLabelText('Assign to'), '1');
    await user.click(within(bar).getByRole('button', { name: 'Assign 2 cases' }));
    expect(await screen.findByText('1 case assigned')).toBeTruthy();
    expect(api.callsTo(mediationAdminApi.assignCase).map((call) => [call.params.id, call.body])).toEqual([
      [SUBMITTED.id, { mediatorId: 1 }],
      [IN_MEDIATION.id, { mediatorId: 1 }],
    ]);
    const refused = within(screen.getByRole('region', { name: 'Cases picked' })).getByRole('alert');
    expect(refused.textContent).toContain(
      `${IN_MEDIATION.trackingNumber}: This case is closed; its mediator can no longer change`,
    );
  });

  it('lets a mediator take the case', async () => {
    const { user, api } = await renderAdmin('/cases/7', { api: caseServer(), viewport: 'desktop' });
    const mediator = (await screen.findByLabelText(
      'Mediator handling this case',
      undefined,
      FIRST,
    )) as HTMLSelectElement;
    expect(mediator.value).toBe('');
    expect((screen.getByRole('button', { name: 'Unassign' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Take this case' }));
    expect(await screen.findByText('Mediator assigned')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take this case' })).toBeNull());
    expect(api.callsTo(mediationAdminApi.assignCase)[0]!.body).toEqual({ mediatorId: 1 });
    expect(mediator.value).toBe('1');
  });

  it('tells an operator who is not a mediator or admin so, in Chinese, and asks nothing', async () => {
    const { api } = await renderAdmin('/cases', {
      operator: operatorWith(['support']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByText('只有调解员和管理员可以处理案件。', undefined, FIRST)).toBeTruthy();
    expect(api.callsTo(mediationAdminApi.cases)).toHaveLength(0);
  });
});
