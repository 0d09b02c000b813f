// Long unbroken text that users type (issue 27 §5): a 100-character name without spaces made the phone layout
// 1,044 px wide. Wherever such text is shown it wraps, so the page is never wider than the screen.
import { FEEDBACK_FORM_CATEGORIES, feedbackApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { applyFor, newApplicant, respondentLinkFor, verifyIdentity } from '../admin/mediation-support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { freshEmail, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { applyByApi, moveCase, notifyRespondent } from './backoffice.ts';
import { portalUrl, signInByApi } from './portal.ts';

const LONG_NAME = `Merchant${'X'.repeat(92)}`;
const LONG_PERSON = `Casey${'Q'.repeat(95)}`;
const LONG_WORD = `https://shop.example.com/orders/${'7'.repeat(120)}`;

/**
 * The page is no wider than the screen: nothing pushes it sideways. Compared with the configured width, not
 * window.innerWidth, which a phone browser widens to fit content that overflows (it zooms the page out).
 */
async function expectNoSidewaysScroll(page: Page) {
  const screen = page.viewportSize()!.width;
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, 'document width').toBeLessThanOrEqual(screen);
}

test('a 100-character name and a long link without spaces wrap on every page that shows them', async ({
  page,
  request,
}) => {
  test.slow();
  expect(LONG_NAME).toHaveLength(100);
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const token = await signInByApi(page, request, email, password);
  const filed = await applyByApi(request, token, LONG_NAME);
  const sent = await callApi(
    request,
    feedbackApi.create,
    { body: { category: FEEDBACK_FORM_CATEGORIES[0]!, content: `My order ${LONG_WORD} never arrived.` } },
    { token },
  );
  expect(sent.status()).toBe(200);

  await page.goto(portalUrl('/profile?tab=cases'));
  await expect(page.getByText(LONG_NAME).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'cases');

  await page.goto(portalUrl(`/profile?tab=cases&case=${filed.id}`));
  await expect(page.getByText(filed.trackingNumber).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(LONG_NAME).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'case');

  await page.goto(portalUrl('/feedback'));
  await expect(page.getByText(LONG_WORD, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'feedback');

  // Typed into the application form, the name stays inside its field.
  await page.goto(portalUrl('/apply'));
  await page.getByLabel('Name of the merchant, platform or firm').fill(LONG_NAME);
  await expectNoSidewaysScroll(page);
});

test('a 100-character verified name and respondent name wrap on the real-name, profile and respondent pages', async ({
  page,
  request,
}) => {
  test.slow();
  const applicant = await newApplicant(request);
  const filed = await applyFor(request, applicant, LONG_NAME);
  await verifyIdentity(request, applicant, LONG_PERSON);
  await page.addInitScript(
    ([t]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('token', t);
    },
    [applicant.token] as const,
  );
  await page.goto(portalUrl('/realname'));
  await expect(page.getByText(LONG_PERSON).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'realname');

  await page.goto(portalUrl('/profile'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'profile');

  await moveCase(request, filed.id, 'under_review', 'Checking the documents');
  await moveCase(request, filed.id, 'accepted', 'The evidence supports the claim');
  const shop = freshEmail('respondent');
  await notifyRespondent(request, filed.id, shop);
  const link = await respondentLinkFor(request, shop);
  await page.goto(portalUrl(new URL(link).hash.slice(1)));
  await expect(page.getByText(LONG_PERSON).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'respondent');
});
