// The audit log in a DOM: each entry with who (an operator linked to their page, or the system), what, to what (linked
// to its page where there is one), why, from where and its detail; the filters refused on their fields when an actor
// is not a user ID or the end is before the start (nothing asked), otherwise kept in the address and sent; on a phone,
// folded behind a button that counts the filters on, in Chinese.
import { type AuditEntryView, adminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

const HALT: AuditEntryView = {
  id: 12,
  actorId: 1,
  actorName: 'admin',
  action: 'market.halt',
  targetType: 'instrument',
  targetId: 'BKNG',
  reason: 'Pending announcement',
  detail: { price: '5012.40' },
  ip: '203.0.113.7',
  createdAt: '2026-11-28T12:00:00.000Z',
};

const EXPIRED: AuditEntryView = {
  id: 11,
  actorId: null,
  actorName: null,
  action: 'mediation.case.status',
  targetType: 'mediation_case',
  targetId: '7',
  reason: null,
  detail: null,
  ip: null,
  createdAt: '2026-11-28T11:00:00.000Z',
};

const auditServer = () => [
  handle(adminApi.findAudit, ({ query }) => {
    const rows = [HALT, EXPIRED].filter(
      (entry) =>
        (!query.action || entry.action === query.action) && (!query.targetId || entry.targetId === query.targetId),
    );
    return { rows, total: rows.length };
  }),
];

describe('the audit log', () => {
  it('shows who did what to what and why, with links to the operator and the target', async () => {
    await renderAdmin('/audit', { api: auditServer(), viewport: 'desktop' });
    const halt = await rowWith('Pending announcement');
    const cells = within(halt).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'admin #1',
      'market.halt',
      'instrument #BKNG',
      'Pending announcement',
      '203.0.113.7',
      'price: "5012.40"',
    ]);
    expect(within(halt).getByRole('link', { name: 'admin #1' }).getAttribute('href')).toBe('/users/1');
    expect(within(halt).getByRole('link', { name: 'instrument #BKNG' }).getAttribute('href')).toBe(
      '/market/instruments/BKNG',
    );
    const bySystem = await rowWith('mediation.case.status');
    expect(within(bySystem).getAllByRole('cell')[1]!.textContent).toBe('System');
    expect(within(bySystem).getByRole('link', { name: 'mediation_case #7' }).getAttribute('href')).toBe('/cases/7');
  });

  it('sorts from the time and action headings', async () => {
    const rendered = await renderAdmin('/audit', { api: auditServer(), viewport: 'desktop' });
    await sortsFromHeading(rendered, adminApi.findAudit, /^Time/, '-createdAt');
    await sortsFromHeading(rendered, adminApi.findAudit, /^Action/, 'action');
    expect(new URLSearchParams(rendered.router.state.location.search).get('sort')).toBe('action');
  });

  it('refuses an actor that is not a user ID and an end before the start, then filters through the address', async () => {
    const { user, api, router } = await renderAdmin('/audit', { api: auditServer(), viewport: 'desktop' });
    await rowWith('Pending announcement');
    await user.type(screen.getByLabelText('Actor user ID'), 'admin');
    await user.type(screen.getByLabelText('From'), '2026-11-28T12:00');
    await user.type(screen.getByLabelText('To'), '2026-11-28T09:00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fieldError(screen.getByLabelText('Actor user ID'))).toBe('Enter a user ID (digits only)');
    expect(fieldError(screen.getByLabelText('To'))).toBe('The end must not be before the start');
    // Digits, but no id the contract takes.
    await user.clear(screen.getByLabelText('Actor user ID'));
    await user.type(screen.getByLabelText('Actor user ID'), '0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fieldError(screen.getByLabelText('Actor user ID'))).toBe('Enter a user ID (digits only)');
    expect(api.callsTo(adminApi.findAudit)).toHaveLength(1);

    await user.clear(screen.getByLabelText('Actor user ID'));
    await user.type(screen.getByLabelText('Actor user ID'), ' 1 ');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('Target type', { exact: true }), 'instrument');
    await user.type(screen.getByLabelText('Target ID', { exact: true }), 'BKNG');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('mediation.case.status')).toBeNull());
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      actor: '1',
      targetType: 'instrument',
      targetId: 'BKNG',
      from: '2026-11-28T12:00',
    });
    expect(api.callsTo(adminApi.findAudit).at(-1)!.query).toEqual({
      actor: 1,
      targetType: 'instrument',
      targetId: 'BKNG',
      from: new Date('2026-11-28T12:00').toISOString(),
      pageNum: 1,
      pageSize: 20,
    });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Actor user ID') as HTMLInputElement).value).toBe('');
    expect(await rowWith('mediation.case.status')).toBeTruthy();
  });

  it('folds the filters away on a phone behind a button that counts those on, in Chinese', async () => {
    const { user } = await renderAdmin('/audit?action=market.halt&targetId=BKNG', {
      api: auditServer(),
      language: 'zh',
      viewport: 'phone',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '审计日志' }, FIRST)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: '筛选（已启用 2 项）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('对象ID') as HTMLInputElement).value).toBe('BKNG');
    await user.type(screen.getByLabelText('操作人用户ID'), 'x');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(fieldError(screen.getByLabelText('操作人用户ID'))).toBe('请输入用户ID（仅数字）');
    expect((await rowWith('Pending announcement')).textContent).toContain('admin #1');
  });

  it('is for admins: a reviewer is told so, and the log is not asked for', async () => {
    const { api } = await renderAdmin('/audit', {
      operator: operatorWith(['reviewer']),
      api: auditServer(),
      viewport: 'desktop',
    });
    expect(await screen.findByText(/^Only admins read the whole audit log\./)).toBeTruthy();
    expect(api.callsTo(adminApi.findAudit)).toHaveLength(0);
  });
});
