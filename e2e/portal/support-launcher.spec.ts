import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { controlsHiddenOnPage } from '../support/launcher.ts';
import { publish } from './backoffice.ts';
import { portalUrl, signInByApi } from './portal.ts';

// Every route of the portal, as a visitor and then signed in.
const VISITOR_ROUTES = [
  '/home',
  '/login',
  '/about',
  '/aboutUs',
  '/contact',
  '/news',
  '/case',
  '/plan',
  '/service',
  '/respond/not-a-real-link',
  '/nowhere',
];
const USER_ROUTES = ['/home', '/realname', '/profile', '/account', '/apply', '/feedback', '/contract', '/pdf'];

test('the customer-service launcher hides no button or link on any page, scrolled top to bottom', async ({
  page,
  request,
}) => {
  test.slow(); // some twenty pages
  const newsId = await publish(request, 'news', {
    language: 'en',
    title: 'Launcher check: a published item',
    summary: 'A news item, so that the news page has something to show.',
    body: '<p>A news item, so that the news page has something to show.</p>',
  });
  for (const route of [...VISITOR_ROUTES, `/news/detail/${newsId}`]) {
    await page.goto(portalUrl(route));
    expect.soft(await controlsHiddenOnPage(page, route), route).toEqual([]);
  }
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(page, request, email, password);
  // The session is put in place when a document loads, not on a change of the hash.
  await page.reload();
  for (const route of USER_ROUTES) {
    await page.goto(portalUrl(route));
    expect.soft(await controlsHiddenOnPage(page, route), `${route} signed in`).toEqual([]);
  }
});
