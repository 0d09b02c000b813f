// Mediation deadlines in a DOM: the steps in the order a case meets them whatever order the server answers in; an
// empty length and a reminder not before the deadline refused on their fields (nothing sent); a saved length
// then explained in the card; a mediator reads them in Chinese without a form; a reviewer is told who sees them.
import { type DeadlineSettingView, mediationAdminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const setting = (kind: DeadlineSettingView['kind'], days: number, reminderDays: number): DeadlineSettingView => ({
  kind,
  days,
  reminderDays,
  defaultDays: days,
  updatedAt: null,
});

/** A server answering in its own order (not the case's), saving a length as the real one does. */
function deadlinesServer() {
  let settings = [
    setting('signing', 7, 2),
    setting('payment_confirmation', 5, 1),
    setting('respondent_answer', 14, 3),
    setting('proposal_answer', 7, 0),
  ];
  return [
    handle(mediationAdminApi.deadlines, () => settings),
    handle(mediationAdminApi.updateDeadline, ({ body }) => {
      settings = settings.map((s) => (s.kind === body.kind ? { ...s, ...body, updatedAt: '2026-11-28T12:00:00Z' } : s));
      return settings;
    }),
  ];
}

const card = (name: string) => screen.findByRole('region', { name }, FIRST);

describe('mediation deadlines', () => {
  it('refuses an empty length and a reminder not before it on their fields, then saves one', async () => {
    const { user, api } = await renderAdmin('/mediation/deadlines', { api: deadlinesServer(), viewport: 'desktop' });
    const answer = await card('The respondent’s answer');
    expect(
      [...document.querySelectorAll('section[data-kind]')].map((section) => section.getAttribute('data-kind')),
    ).toEqual(['respondent_answer', 'proposal_answer', 'signing', 'payment_confirmation']);
    expect(answer.textContent).toContain(
      'The respondent answers within 14 days; a reminder goes 3 days before; if no answer, the case closes, not settled.',
    );
    expect(answer.textContent).toContain('The default, never changed');

    const days = within(answer).getByLabelText(/^Days/);
    const reminder = within(answer).getByLabelText(/^Reminder, days before/);
    const save = within(answer).getByRole('button', { name: 'Save: The respondent’s answer' });
    // The field keeps a typed length within 1 to 90 (it clamps on leaving it); an empty one is refused.
    await user.clear(days);
    await user.click(save);
    expect(fieldError(days)).toBe('A deadline is 1 to 90 days');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(save);
    expect(fieldError(days)).toBeNull();
    expect(fieldError(reminder)).toBe(
      'The reminder goes at least one day before the deadline: fewer days than the deadline itself',
    );
    expect(api.callsTo(mediationAdminApi.updateDeadline)).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '21');
    await user.click(save);
    expect(await screen.findByText('The respondent’s answer: 21 days for deadlines set from now on')).toBeTruthy();
    expect(api.callsTo(mediationAdminApi.updateDeadline)).toEqual([
      { params: undefined, query: undefined, body: { kind: 'respondent_answer', days: 21, reminderDays: 3 } },
    ]);
    await waitFor(() => expect(answer.textContent).toContain('The respondent answers within 21 days;'));
    expect(answer.textContent).toContain('Changed ');
  });

  it('shows a mediator the lengths in Chinese, without a way to change them', async () => {
    await renderAdmin('/mediation/deadlines', {
      operator: operatorWith(['mediator']),
      api: deadlinesServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    const proposal = await card('答复方案');
    expect(proposal.textContent).toContain('各方须在 7 天内答复方案；截止前不发送提醒；逾期方案失效。');
    expect(screen.getByText('只有管理员可以修改期限。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^保存/ })).toBeNull();
    expect(within(proposal).queryByRole('textbox')).toBeNull();
  });

  it('tells a reviewer who sees the deadlines, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/mediation/deadlines', {
      operator: operatorWith(['reviewer']),
      viewport: 'desktop',
    });
    expect(await screen.findByText('Deadlines are shown to mediators and admins.', undefined, FIRST)).toBeTruthy();
    expect(api.callsTo(mediationAdminApi.deadlines)).toHaveLength(0);
  });
});
