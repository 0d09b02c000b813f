import { adminApi } from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { freshEmail } from '../support/helpers.ts';
import { signInThroughApi } from '../support/two-factor.ts';
import { adminToken, goTo, logIn } from './support.ts';

/** An operator with the mediator role only, opened by the admin through the API. */
async function newMediator(request: APIRequestContext) {
  const email = freshEmail('mediator');
  const password = 'mediator-pass-1';
  const username = `md${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await callApi(
    request,
    adminApi.createOperator,
    { body: { email, username, password, roles: ['mediator'], reason: 'E2E mediator' } },
    { token: await adminToken(request) },
  );
  expect((await res.json()).code).toBe(200);
  await signInThroughApi(request, email, password); // enrolled in two-factor, as every operator must be
  return { email, password };
}

test('a mediator lands on their work queue, sees only their menus, and is told (not signed out) where others decide', async ({
  page,
  request,
}) => {
  const mediator = await newMediator(request);
  await logIn(page, mediator.email, mediator.password);
  // Their own work first (their cases alone), not every customer's e-mail.
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/work$/);
  await expect(page.getByRole('list', { name: 'Waiting per kind' })).toHaveText(/^Cases \d+$/);

  // The menu holds what a mediator's work needs: no other role's entries, no group left empty.
  const nav = page.getByRole('navigation', { name: 'Back office navigation' });
  for (const group of await nav.getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  await expect(nav.getByRole('link', { name: /^Cases$/ })).toBeVisible();
  for (const other of [
    /^Real-name reviews$/,
    /^Feedback$/,
    /^Plans$/,
    /^Users$/,
    /^Invitation codes$/,
    /^Audit log$/,
    /^Dev mailbox$/,
  ])
    await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  for (const group of ['Money', 'Content']) await expect(nav.getByRole('button', { name: group })).toHaveCount(0);

  // Other roles' pages, reached by their address, say who may act there and never call what the server would refuse.
  for (const [path, told] of [
    ['/realname-reviews', 'Only reviewers and admins decide real-name submissions.'],
    ['/feedback', 'Only support staff and admins answer feedback.'],
    ['/publishing/plans', 'Only admins can write, publish or delete published content.'],
    ['/users', /^Only admins, support staff and reviewers look customers up\./],
    ['/invite-codes', 'Only admins see and manage invitation codes.'],
    ['/audit', /^Only admins read the whole audit log\./],
  ] as const) {
    await page.goto(`/admin${path}`);
    await expect(page.getByText(told)).toBeVisible();
  }
  // Still signed in.
  await goTo(page, /^Cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mediation cases' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases/);
});
