import { marketAdminApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { controlsHiddenOnPage } from '../support/launcher.ts';
import { sharedAdminSession } from '../support/two-factor.ts';
import { signInByApi } from './support.ts';

// Every route of the trade app, as a visitor and then signed in (guest-only pages first: they send a user away).
const VISITOR_ROUTES = [
  '/',
  '/markets',
  '/quote/AAPL',
  '/install',
  '/login',
  '/register',
  '/forgot-password',
  '/nowhere',
];
const USER_ROUTES = [
  '/',
  '/markets',
  '/quote/AAPL',
  '/watchlists',
  '/me',
  '/kyc',
  '/inbox',
  '/referrals',
  '/settings',
  '/trade/AAPL',
  '/records',
  '/assets',
  '/assets/transfer',
  '/assets/deposit',
  '/assets/withdraw',
  '/assets/history',
  '/assets/statements',
  '/bank-cards',
  '/bank-cards/bind',
  '/security',
];

test('the customer-service launcher hides no button or link on any page, scrolled top to bottom', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // some thirty pages
  const admin = await sharedAdminSession(request);
  const news = await callApi(
    request,
    marketAdminApi.createNews,
    {
      body: {
        title: 'Launcher check: a published item',
        body: 'A news item, so that the news page has something to show.',
        published: true,
        reason: 'e2e: the launcher check visits a news page',
      },
    },
    { token: admin.token },
  );
  expect(news.status()).toBe(200);
  const newsId = (await news.json()).data.id as number;

  for (const route of [...VISITOR_ROUTES, `/news/${newsId}`]) {
    await page.goto(route);
    expect.soft(await controlsHiddenOnPage(page, route), route).toEqual([]);
  }
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(context, request, email, password);
  for (const route of USER_ROUTES) {
    await page.goto(route);
    expect.soft(await controlsHiddenOnPage(page, route), `${route} signed in`).toEqual([]);
  }
});
