import { type AdminUserView, adminApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { adminToken, logInAsAdmin } from './support.ts';

/** The e-mail addresses the users table shows, in its order. */
const shownEmails = (page: Page) =>
  page.getByRole('table', { name: 'Users' }).locator('tbody tr td:nth-child(2)').allInnerTexts();

test('an operator sorts the users by e-mail from its heading, by keyboard too, and the address keeps the order', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  // A few customers beside the admin, so there is an order to see.
  for (let i = 0; i < 3; i++) await registerByApi(request, E2E.inviteCode);
  /**
   * Whether the table shows its addresses in the server's order for `sort` (the database's collation decides it).
   * Other journeys may add users meanwhile: the shown addresses are compared in the order the server now gives them.
   */
  const inServerOrder = async (sort: 'email' | '-email') => {
    const shown = await shownEmails(page);
    const res = await callApi(request, adminApi.findUsers, { query: { sort, pageSize: 100 } }, { token });
    const order = ((await res.json()).data.rows as AdminUserView[]).map((user) => user.email);
    return shown.length > 1 && JSON.stringify(order.filter((email) => shown.includes(email))) === JSON.stringify(shown);
  };

  await logInAsAdmin(page);
  const heading = page.getByRole('columnheader', { name: /^Email/ });
  await expect(heading).toHaveAttribute('aria-sort', 'none');

  await heading.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=email(&|$)/);
  await expect(heading).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => inServerOrder('email')).toBe(true);

  // The same heading from the keyboard: descending.
  await heading.getByRole('button').press('Enter');
  await expect(page).toHaveURL(/[?&]sort=-email(&|$)/);
  await expect(heading).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => inServerOrder('-email')).toBe(true);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: /^Email/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => inServerOrder('-email')).toBe(true);
});
