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

test('a mediator works the case queue, and is told (not signed out) where other roles decide', async ({
  page,
  request,
}) => {
  const mediator = await newMediator(request);
  await logIn(page, mediator.email, mediator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 30_000 });

  await goTo(page, /^Cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mediation cases' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

  // Pages of other roles say who may act there, and never call what the server would refuse.
  await goTo(page, /^Real-name reviews$/);
  await expect(page.getByText('Only reviewers and admins decide real-name submissions.')).toBeVisible();
  await goTo(page, /^Feedback$/);
  await expect(page.getByText('Only support staff and admins answer feedback.')).toBeVisible();
  await goTo(page, /^Plans$/);
  await expect(page.getByText('Only admins can write, publish or delete published content.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New plan' })).toHaveCount(0);
  // Still signed in.
  await goTo(page, /^Cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mediation cases' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases/);
});
