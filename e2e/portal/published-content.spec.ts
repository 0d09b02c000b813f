import { feedbackAdminApi, identityApi } from '@platform/contracts';
import { expect, type TestInfo, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { adminHeaders, applyByApi, moveCase, publish } from './backoffice.ts';
import { expectPageAccessible, portalUrl } from './portal.ts';

const unique = (info: TestInfo) => `${info.project.name}-${Date.now().toString(36)}`;
test('news: the list, an item in full, and the 404 page for an unknown id', async ({ page, request }, info) => {
  const title = `Refund rules explained ${unique(info)}`;
  const id = await publish(request, 'news', {
    language: 'en',
    title,
    summary: 'What a merchant owes you when an order never arrives.',
    body: '<p>Most card schemes let you <strong>dispute a charge</strong> within 120 days.</p>',
  });

  await page.goto(portalUrl('/news'));
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`#/news/detail/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('dispute a charge')).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Mediation Portal`);
  await expectPageAccessible(page);
  await shot(page, 'news-detail');

  // The landing page shows it among the latest news.
  await page.goto(portalUrl('/home'));
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('link', { name: title })).toBeVisible();

  await page.goto(portalUrl('/news/detail/2147483000'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto(portalUrl('/news/detail/not-a-number'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('plans publish their fee in words, and nothing up front', async ({ page, request }, info) => {
  const name = `Settlement plan ${unique(info)}`;
  await publish(request, 'plans', {
    language: 'en',
    name,
    summary: 'A mediator handles your case from start to finish.',
    feeKind: 'percent_of_settlement',
    feePercent: '7.50',
    feeNote: 'Taken only from money actually paid out to you.',
    features: ['A named mediator', 'Written progress reports'],
    sort: 1,
  });
  await page.goto(portalUrl('/plan'));
  const plan = page.getByTestId('plan').filter({ hasText: name });
  await expect(plan.getByTestId('plan-fee')).toHaveText('7.50 % of a settlement actually paid out');
  await expect(plan).toContainText('No upfront fee. No fee at all if there is no settlement.');
  await expect(plan.getByRole('listitem')).toHaveText(['A named mediator', 'Written progress reports']);
  await expectPageAccessible(page);
  await shot(page, 'plans');
});

test('services: the list and one named service', async ({ page, request }, info) => {
  const name = `Online purchase disputes ${unique(info)}`;
  const id = await publish(request, 'services', {
    language: 'en',
    name,
    summary: 'When an order is late, wrong or never arrives.',
    body: '<p>We contact the seller for you and keep a record of every step.</p>',
  });
  await page.goto(portalUrl('/service'));
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/service/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('keep a record of every step')).toBeVisible();
  await expectPageAccessible(page);
  await page.goto(portalUrl('/service/2147483000'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('about us: sections by tag, and certificates only with their issuer and how to verify them', async ({
  page,
  request,
}, info) => {
  const tag = `team-${unique(info)}`.toLowerCase();
  await publish(request, 'about', {
    language: 'en',
    tag,
    title: `Our mediators ${tag}`,
    body: '<p>Every mediator is trained in consumer mediation.</p>',
    sort: 1,
  });
  const certificate = `Accredited mediation body ${unique(info)}`;
  await publish(request, 'certificates', {
    name: certificate,
    issuer: 'Example Mediation Standards Board',
    number: 'EMSB-2041',
    verifyUrl: 'https://register.example.org/emsb-2041',
    verifyHow: 'Search the public register for number EMSB-2041.',
  });

  await page.goto(portalUrl(`/aboutUs/${tag}`));
  await expect(page.getByRole('heading', { level: 2, name: `Our mediators ${tag}` })).toBeVisible();
  await expect(page.getByText('trained in consumer mediation')).toBeVisible();
  await expectPageAccessible(page);

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Certificates' }).click();
  await expect(page).toHaveURL(/#\/aboutUs\/certificates$/);
  const card = page.getByTestId('certificate').filter({ hasText: certificate });
  await expect(card).toContainText('Issued by: Example Mediation Standards Board');
  await expect(card).toContainText('How to verify: Search the public register for number EMSB-2041.');
  await expect(card.getByRole('link', { name: 'Check it at register.example.org' })).toHaveAttribute(
    'href',
    'https://register.example.org/emsb-2041',
  );
  await expectPageAccessible(page);
  await shot(page, 'about-us-certificates');

  await page.goto(portalUrl('/aboutUs/no-such-section'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.goto(portalUrl('/about'));
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Our mediators ${tag}` })).toHaveAttribute('href', `#/aboutUs/${tag}`);
  await expectPageAccessible(page);
});

test('the contact form checks its fields and files a feedback item', async ({ page, request }, info) => {
  await recordShownTexts(page);
  const subject = `Question ${unique(info)}`;
  await page.goto(portalUrl('/contact'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please Enter Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your message (at least 5 characters)')).toBeVisible();
  await expectPageAccessible(page);

  await page.getByRole('textbox', { name: 'Your name' }).fill('Dana Visitor');
  await page.getByRole('textbox', { name: 'Your e-mail address' }).fill('dana@e2e.test');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you handle disputes with airlines?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expectShown(page, 'Thank you. Your feedback has been received');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

  const res = await callApi(
    request,
    feedbackAdminApi.find,
    { query: { category: 'contact', size: 100 } },
    { token: (await adminHeaders(request)).authorization },
  );
  const rows = (await res.json()).data.rows as { subject: string | null; email: string | null }[];
  expect(rows).toContainEqual(expect.objectContaining({ subject, email: 'dana@e2e.test' }));
});

test('published cases show settled and unsettled outcomes, filterable', async ({ page, request }, info) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const login = await callApi(request, identityApi.login, { body: { account: email, password } });
  const token = (await login.json()).data.token as string;
  const filed = await applyByApi(request, token, `Parcel Co ${info.project.name}`);
  await moveCase(request, filed.id, 'under_review', 'Checking the documents');
  await moveCase(request, filed.id, 'accepted', 'The evidence is complete');
  await moveCase(request, filed.id, 'closed_not_settled', 'The shop did not answer within 30 days');
  const title = `An order that never came ${unique(info)}`;
  await publish(request, 'cases', {
    sourceCaseId: filed.id,
    language: 'en',
    title,
    summary: 'The shop did not take part; the case closed without a settlement.',
    body: '<p>We wrote to the shop three times over four weeks.</p>',
  });

  await page.goto(portalUrl('/case'));
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Not settled');
  await expect(card).toContainText('420.00 EUR');
  await card.getByRole('button', { name: 'Read the case' }).click();
  await expect(card.getByText('We wrote to the shop three times')).toBeVisible();
  await expectPageAccessible(page);
  await shot(page, 'cases');

  await page.getByText('Settled', { exact: true }).click();
  await expect(page).toHaveURL(/outcome=settled/);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});
