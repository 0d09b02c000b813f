import { adminApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { freshEmail } from '../support/helpers.ts';
import { signInThroughApi } from '../support/two-factor.ts';
import { adminToken, logIn } from './support.ts';

test('an operator without a money role is told so on every money page, and stays signed in', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const email = freshEmail('support');
  const password = 'support-pass-1';
  const created = await callApi(
    request,
    adminApi.createOperator,
    {
      body: {
        email,
        username: `sup${Date.now().toString(36)}`.slice(0, 20),
        password,
        roles: ['support'],
        reason: 'E2E',
      },
    },
    { token },
  );
  expect((await created.json()).code).toBe(200);

  await signInThroughApi(request, email, password); // enrolled in two-factor, as every operator must be
  await logIn(page, email, password);
  // Support staff land on their work (conversations alone, no money), and the menu has no money group: its pages are
  // reached here by address.
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Waiting per kind' })).toHaveText(/^Support conversations \d+$/);
  const nav = page.getByRole('navigation', { name: 'Back office navigation' });
  await expect(nav.getByRole('button', { name: 'Operations' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Money' })).toHaveCount(0);
  for (const [path, heading] of [
    ['/money/deposits', 'Deposit reviews'],
    ['/money/withdrawals', 'Withdrawal reviews'],
    ['/money/house', 'House accounts'],
    ['/money/check', 'Ledger check'],
  ] as const) {
    await page.goto(`/admin${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Only admins and reviewers can see money records.')).toBeVisible();
  }
  // No money call was made (its 403 would have signed the operator out): still in the back office.
  await expect(page).toHaveURL(/\/admin\/money\/check$/);
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
});
