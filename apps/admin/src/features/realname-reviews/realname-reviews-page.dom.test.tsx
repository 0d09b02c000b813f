// Real-name reviews in a DOM: the queue opens on what waits, searched by what the reviewer types, each row with its
// document, country and an overdue flag; a submission approved after a confirm naming the person, the decision then
// in its audit entries and no way to decide again; a rejection needs a reason, which is shown as the one the user
// was given; a mediator is told in Chinese who decides, unasked.
import {
  type AdminRealNameView,
  type AuditEntryView,
  filesApi,
  objectHistoryApi,
  realNameAdminApi,
} from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const FRONT = '/file/1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b.png';
const BACK = '/file/6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f.png';

const ADA: AdminRealNameView = {
  id: 7,
  fullName: 'Ada Lovelace',
  idType: 'passport',
  country: 'GB',
  firstName: null,
  lastName: null,
  frontImage: { path: FRONT, name: 'front.png', mime: 'image/png', size: 2_048 },
  backImage: { path: BACK, name: 'back.png', mime: 'image/png', size: 2_048 },
  submittedAt: '2026-11-26T09:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  userId: 100_042,
  userEmail: 'ada@example.com',
  username: 'ada',
  idNumber: 'P1234567',
  status: 'pending',
  reviewerName: null,
  overdue: true,
};

/** A server holding Ada's submission, deciding it once and recording the decision in the audit log. */
function realNameServer() {
  let row = { ...ADA };
  let audit: AuditEntryView[] = [];
  return [
    handle(realNameAdminApi.submissions, ({ query }) => {
      const shown = [row].filter(
        (r) => (!query.status || r.status === query.status) && (!query.q || r.userEmail.includes(query.q)),
      );
      return { rows: shown, total: shown.length };
    }),
    handle(realNameAdminApi.submission, () => row),
    handle(realNameAdminApi.review, ({ body }) => {
      const rejected = body.decision === 'reject';
      row = {
        ...row,
        status: rejected ? 'rejected' : 'approved',
        rejectReason: rejected ? body.reason : null,
        reviewedAt: '2026-11-28T10:00:00.000Z',
        reviewerName: 'admin',
      };
      audit = [
        {
          id: 1,
          actorId: 1,
          actorName: 'admin',
          action: `real_name.${body.decision}`,
          targetType: 'real_name',
          targetId: String(row.id),
          reason: body.reason ?? null,
          detail: {},
          ip: '127.0.0.1',
          createdAt: '2026-11-28T10:00:00.000Z',
        },
      ];
      return row;
    }),
    handle(objectHistoryApi.history, () => ({ rows: audit, total: audit.length })),
    handle(filesApi.file, new Blob(['not really a png'], { type: 'image/png' })),
  ];
}

describe('real-name reviews', () => {
  it('opens on what waits, finds a submission by the e-mail typed, and shows its document and overdue flag', async () => {
    const { user, api } = await renderAdmin('/realname-reviews', { api: realNameServer(), viewport: 'desktop' });
    const row = await rowWith('Ada Lovelace');
    expect(api.callsTo(realNameAdminApi.submissions)[0]!.query).toMatchObject({ status: 'pending', page: 1 });
    expect(row.textContent).toContain('Passport');
    expect(row.textContent).toContain('United Kingdom (GB)');
    expect(row.textContent).toContain('Waiting for review');
    expect(row.textContent).toContain('Over 24 h');
    expect(within(row).getByRole('link', { name: 'Review #7' }).getAttribute('href')).toBe('/realname-reviews/7');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(api.callsTo(realNameAdminApi.submissions).at(-1)!.query).toMatchObject({
      status: 'pending',
      q: 'nobody@example.com',
    });
  });

  it('approves after a confirm naming the person; the decision is then in its audit entries, and final', async () => {
    const { user, api } = await renderAdmin('/realname-reviews/7', { api: realNameServer(), viewport: 'desktop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Real-name submission #7' }, FIRST)).toBeTruthy();
    expect(await screen.findByText('P1234567')).toBeTruthy();
    expect(
      await within(screen.getByRole('list', { name: 'Front' })).findByRole('img', { name: 'front.png' }),
    ).toBeTruthy();
    expect(
      await within(screen.getByRole('list', { name: 'Back' })).findByRole('img', { name: 'back.png' }),
    ).toBeTruthy();
    // The submission's history is its own tab, kept in the address.
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No decision recorded yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(confirm.textContent).toContain('Approve the real-name verification of Ada Lovelace?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('This submission has been decided.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(api.callsTo(realNameAdminApi.review)).toEqual([
      { params: { id: 7 }, query: undefined, body: { decision: 'approve' } },
    ]);
    const history = await screen.findByRole('table', { name: 'History' });
    await waitFor(() => expect(history.textContent).toContain('real_name.approve'));
  });

  it('rejects only with a reason, then shows it as the reason the user was given', async () => {
    const { user, api } = await renderAdmin('/realname-reviews/7', { api: realNameServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'Reject' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog.textContent).toContain('Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(realNameAdminApi.review)).toHaveLength(0);

    const reason = 'The back image is cut off; please photograph the whole page.';
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prompt' })).toBeNull());
    expect(api.callsTo(realNameAdminApi.review)[0]!.body).toEqual({ decision: 'reject', reason });
    const given = await screen.findByText('Reason given to the user');
    expect(given.nextElementSibling?.textContent).toBe(reason);
  });

  it('tells a mediator in Chinese that reviewers and admins decide, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/realname-reviews/7', {
      operator: operatorWith(['mediator']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '实名申请 #7' }, FIRST)).toBeTruthy();
    expect(screen.getByText('只有审核员和管理员可以审核实名申请。')).toBeTruthy();
    expect(api.callsTo(realNameAdminApi.submission)).toHaveLength(0);
  });
});
