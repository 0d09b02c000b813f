// Follow institutions in a DOM: a trend follower whose slow average is not longer than its fast one is refused on
// that field (nothing sent); the rule reads in words as it is typed; periods are tags; the saved institution is
// listed with its terms; in Chinese too.
import { type AdminFollowInstitutionView, adminApi, followAdminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followInstitution } from '../../testing/fixtures.ts';
import { expectToShow, FIRST, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

function institutionsServer() {
  let rows: AdminFollowInstitutionView[] = [];
  return [
    // The sandbox's settings (the page offers the sandbox's controls only there).
    handle(adminApi.sandbox, { sandbox: true }),
    handle(followAdminApi.institutions, () => ({ rows, total: rows.length })),
    handle(followAdminApi.create, ({ body }) => {
      const made = followInstitution({
        id: rows.length + 1,
        name: body.name,
        description: body.description ?? '',
        params: body.params,
        managementFeePercent: body.managementFeePercent,
        profitSharePercent: body.profitSharePercent,
        periods: body.periods.map(Number),
      });
      rows = [...rows, made];
      return made;
    }),
  ];
}

describe('follow institutions', () => {
  it('refuses a slow average not longer than the fast one, reads the rule, and lists the saved institution', async () => {
    const { user, api } = await renderAdmin('/follow/institutions', { api: institutionsServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'New institution' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New institution' });
    await user.type(within(form).getByLabelText(/^Name/), 'Trend book');
    await user.type(within(form).getByLabelText(/^Description/), 'Rides the trend of one large stock.');
    expect((within(form).getByLabelText(/^Strategy/) as HTMLSelectElement).value).toBe('trend');
    await user.type(within(form).getByLabelText(/^Symbol/), 'aapl');
    const set = async (label: RegExp, value: string) => {
      const input = within(form).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    };
    await set(/^Exposure/, '60');
    await set(/^Fast average/, '30');
    await set(/^Slow average/, '20');
    await set(/^Management fee/, '1.5');
    await set(/^Profit share/, '20');
    await user.type(within(form).getByLabelText(/^Reason/), 'A trend book for followers');
    await user.click(within(form).getByRole('button', { name: 'Save institution' }));
    expect(fieldError(within(form).getByLabelText(/^Slow average/))).toBe(
      'The slow average must be longer than the fast one',
    );
    expect(api.callsTo(followAdminApi.create)).toHaveLength(0);

    await set(/^Slow average/, '90');
    expect(form.textContent).toContain(
      'Holds AAPL with 60 % of its equity while the average price of the last 30 minutes is above that of the last 90 minutes, and holds nothing otherwise.',
    );
    await user.type(within(form).getByLabelText(/^Periods offered/), '14{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save institution' }));
    const row = await rowWith('Trend book');
    expect(api.callsTo(followAdminApi.create)[0]!.body).toMatchObject({
      name: 'Trend book',
      params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 30, slowMinutes: 90, exposurePercent: 60 },
      managementFeePercent: '1.5',
      profitSharePercent: '20',
      reason: 'A trend book for followers',
    });
    expect([...api.callsTo(followAdminApi.create)[0]!.body.periods].map(Number).sort((a, b) => a - b)).toEqual([
      7, 14, 30, 90,
    ]);
    expectToShow(row, [
      'Trend follower',
      'Active',
      '1.5 % a year',
      '20 % of profit',
      '7, 14, 30, 90 days',
      'the last 30 minutes is above that of the last 90 minutes',
    ]);
  });

  it('is in Chinese, the form’s errors too', async () => {
    const { user } = await renderAdmin('/follow/institutions', {
      api: institutionsServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '跟单机构' }, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新建机构' }));
    const form = await screen.findByRole('dialog', { name: '新建机构' });
    await user.click(within(form).getByRole('button', { name: '保存机构' }));
    expect(fieldError(within(form).getByLabelText(/^原因/))).toBe('请输入原因');
  });

  it('sorts by name from its heading', async () => {
    const rows = [followInstitution({ id: 1 })];
    const server = [...institutionsServer(), handle(followAdminApi.institutions, { rows, total: 1 })];
    const rendered = await renderAdmin('/follow/institutions', { api: server, viewport: 'desktop' });
    await sortsFromHeading(rendered, followAdminApi.institutions, /^Institution/, 'name');
  });
});
