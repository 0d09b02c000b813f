import { type ContentKind, contentAdminApi, contentApi, mediationAdminApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_BASE, callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { applyFor, newApplicant, PNG } from './mediation-support.ts';
import { adminToken, goTo, rowWith, startSignedIn } from './support.ts';

/** Removes what a test created, through the API, whatever step it stopped at. */
async function cleanUp(
  request: APIRequestContext,
  kind: ContentKind,
  match: (row: Record<string, unknown>) => boolean,
) {
  const as = { token: await adminToken(request) };
  const res = await callApi(request, contentAdminApi.find, { params: { kind }, query: { page: 1, size: 100 } }, as);
  for (const row of ((await res.json()).data?.rows ?? []) as { id: number }[]) {
    if (match(row)) {
      const params = { kind, id: row.id };
      await callApi(request, contentAdminApi.delete, { params, body: { reason: 'E2E clean-up' } }, as);
    }
  }
}

/** Publishes the row's item, giving the reason the audit log records. */
async function publish(page: Page, name: string, reason: string) {
  await rowWith(page, name)
    .getByRole('button', { name: `Publish “${name}”` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, name)).toContainText('Published');
}

test('an operator writes a news item with the formatting toolbar, publishes it, and the portal lists it', async ({
  page,
  request,
}, info) => {
  const title = `Mediation week ${Date.now().toString(36)} ${info.project.name}`;
  const newsTitles = async () => {
    const res = await callApi(request, contentApi.news, { body: { page: 1, size: 50, language: 'en' } });
    return ((await res.json()).data.rows as { title: string }[]).map((n) => n.title);
  };
  try {
    await startSignedIn(page, request);
    await page.goto('/admin/users');
    await goTo(page, /^News$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portal news' })).toBeVisible();
    await page.getByRole('button', { name: 'New news item' }).click();
    const form = page.getByRole('dialog', { name: 'New news item' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the title')).toBeVisible();
    await expect(form.getByText('Please enter the content')).toBeVisible();

    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Summary/).fill('Free help with disputes, all week.');
    const text = form.getByRole('textbox', { name: /^Text/ });
    await text.fill('Mediation is free of upfront fees');
    await text.selectText();
    await form.getByRole('toolbar').getByRole('button', { name: 'Bold' }).click();
    await expect(text).toHaveValue('<strong>Mediation is free of upfront fees</strong>');
    await text.press('ControlOrMeta+End');
    await text.pressSequentially('<script>alert(1)</script>');
    await shot(page, 'news-write');
    await expectAccessible(page);
    // The preview shows the formatting, and never what the server will remove.
    await form.getByRole('tab', { name: 'Preview' }).click();
    const preview = form.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('Mediation is free of upfront fees');
    await expect(preview).not.toContainText('alert(1)');
    await shot(page, 'news-preview');
    await form.getByRole('tab', { name: 'Write' }).click();
    await form.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: /cover\.png|\.png$/ })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    // A new item is a draft: the portal does not list it until it is published.
    await expect(rowWith(page, title)).toContainText('Draft');
    expect(await newsTitles()).not.toContain(title);
    await publish(page, title, 'Ready for the campaign');
    await expect.poll(newsTitles).toContain(title);

    const list = await callApi(request, contentApi.news, { body: { page: 1, size: 50, language: 'en', q: title } });
    const row = (await list.json()).data.rows[0] as { id: number; coverImage: string | null };
    expect(row.coverImage).toMatch(/^\/file\//);
    const detail = await (await callApi(request, contentApi.newsItem, { query: { id: row.id } })).json();
    expect(detail.data.body).toContain('<strong>Mediation is free of upfront fees</strong>');
    expect(detail.data.body).not.toContain('<script');
    // The cover is public: a visitor without an account can load it.
    expect((await request.get(`${API_BASE}${row.coverImage}`)).status()).toBe(200);
    await shot(page, 'news');
  } finally {
    await cleanUp(request, 'news', (row) => row.title === title);
  }
});

test('an operator publishes a plan with its fee, which the portal shows exactly', async ({ page, request }, info) => {
  const name = `Settlement plan ${Date.now().toString(36)} ${info.project.name}`;
  try {
    await startSignedIn(page, request);
    await page.goto('/admin/publishing/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Service plans' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New plan' }).click();
    const form = page.getByRole('dialog', { name: 'New plan' });
    await expect(form).toContainText('No plan may ask for money before a settlement is paid out');
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Fee/).selectOption('percent_of_settlement');
    await form.getByLabel(/^When and how the fee is taken/).fill('Only if the other party pays; deducted from it.');
    await form.getByRole('button', { name: 'Save' }).click();
    // A percentage plan must state its percentage.
    await expect(form.getByText('Please state the fee as the plan publishes it')).toBeVisible();
    await form.getByLabel(/^Percentage/).fill('10');
    await shot(page, 'plan-form');
    await expectAccessible(page);
    await form.getByLabel(/^What the plan includes/).fill('A named mediator\nWeekly progress reports');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await expect(rowWith(page, name)).toContainText('10.00 % of a settlement paid out');
    await publish(page, name, 'New plan approved');
    const plans = await (await callApi(request, contentApi.plans, { query: { language: 'en' } })).json();
    const plan = (plans.data as { name: string }[]).find((p) => p.name === name);
    expect(plan).toMatchObject({
      feeKind: 'percent_of_settlement',
      feePercent: expect.stringMatching(/^10(\.0+)?$/),
      feeAmount: null,
      features: ['A named mediator', 'Weekly progress reports'],
    });
    await shot(page, 'plans');
  } finally {
    await cleanUp(request, 'plans', (row) => row.name === name);
  }
});

test('a certificate names its issuer and how to verify it before it can be published', async ({
  page,
  request,
}, info) => {
  const name = `ISO 9001 ${Date.now().toString(36)} ${info.project.name}`;
  try {
    await startSignedIn(page, request);
    await page.goto('/admin/publishing/certificates');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New certificate' }).click();
    const form = page.getByRole('dialog', { name: 'New certificate' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter who issued it')).toBeVisible();
    await expect(form.getByText('Please say how anyone can verify it')).toBeVisible();
    await form.getByLabel(/^Issued by/).fill('Example Certification Body');
    await form.getByLabel(/^Public register/).fill('not a link');
    await form.getByLabel(/^How anyone can verify it/).fill('Search the register for our company number 01234567.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a full https:// address')).toBeVisible();
    await form.getByLabel(/^Public register/).fill('https://register.example.org/certificates');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await publish(page, name, 'Certificate checked against the register');
    const list = await (await callApi(request, contentApi.certificates)).json();
    expect((list.data as { name: string }[]).find((c) => c.name === name)).toMatchObject({
      issuer: 'Example Certification Body',
      verifyUrl: 'https://register.example.org/certificates',
    });
  } finally {
    await cleanUp(request, 'certificates', (row) => row.name === name);
  }
});

test('a story is published from a closed case that did not settle, with the figures copied from it', async ({
  page,
  request,
}, info) => {
  test.slow(); // sets a case up through the real API before the page is opened
  const title = `A broker that would not pay ${Date.now().toString(36)} ${info.project.name}`;
  const applicant = await newApplicant(request);
  const filed = await applyFor(request, applicant, `Unpaid Broker ${info.project.name}`);
  const as = { token: await adminToken(request) };
  for (const status of ['under_review', 'accepted', 'closed_not_settled'] as const) {
    const res = await callApi(
      request,
      mediationAdminApi.changeCaseStatus,
      { params: { id: filed.id }, body: { status, reason: `E2E: ${status}` } },
      as,
    );
    expect((await res.json()).code).toBe(200);
  }
  try {
    await startSignedIn(page, request);
    await page.goto('/admin/publishing/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Published cases' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New published case' }).click();
    const form = page.getByRole('dialog', { name: 'New published case' });
    const source = form.getByLabel(/^Closed case/);
    await expect(source.locator('option', { hasText: filed.trackingNumber })).toHaveCount(1);
    await source.selectOption({ label: `${filed.trackingNumber} · Closed: not settled · 1,500.50 USD` });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByRole('textbox', { name: /^Text/ }).fill('<p>The broker never answered. We closed the case.</p>');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const row = rowWith(page, title);
    await expect(row).toContainText(filed.trackingNumber);
    await expect(row).toContainText('Not settled');
    await expect(row).toContainText('1,500.50 USD');
    await publish(page, title, 'Outcomes are published whether or not they settled');
    const list = await callApi(request, contentApi.cases, { body: { page: 1, size: 50, language: 'en' } });
    const story = ((await list.json()).data.rows as { title: string }[]).find((r) => r.title === title);
    expect(story).toMatchObject({ outcome: 'not_settled', claimedAmount: '1500.50', settledAmount: null });
    // The parties are never named in what the portal shows.
    expect(JSON.stringify(story)).not.toContain('Unpaid Broker');
  } finally {
    await cleanUp(request, 'cases', (row) => row.title === title);
  }
});
