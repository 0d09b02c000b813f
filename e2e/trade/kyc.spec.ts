// KYC in the trade app: a withdrawal is gated until the identity is verified; the form answers with the spec's
// messages; a refusal with its reason reaches the inbox live and the page; "Try again" with a passport's one image;
// once approved, withdrawals open. axe finds nothing on the form or a state, in English or Chinese.
import { realNameAdminApi, realNameApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { receiptPng } from '../admin/money-support.ts';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInByApi, startInLanguage } from './support.ts';

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: receiptPng() });

async function review(
  page: Page,
  token: string,
  body: { decision: 'approve' } | { decision: 'reject'; reason: string },
) {
  const info = await (await callApi(page.request, realNameApi.info, {}, { token })).json();
  const res = await callApi(
    page.request,
    realNameAdminApi.review,
    { params: { id: info.data.submission.id }, body },
    { token: await adminToken(page.request) },
  );
  expect(res.status()).toBe(200);
}

async function chooseCountry(page: Page, name: string) {
  const input = page.getByRole('textbox', { name: 'Country', exact: true });
  await input.click();
  await input.fill(name.slice(0, 5));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

test('withdrawals wait for KYC: refused with a reason (inbox, live), tried again with a passport, approved', async ({
  page,
  context,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const { token } = await signInByApi(context, request, email, password);

  await page.goto('/assets/withdraw');
  const gate = page.getByTestId('kyc-gate');
  await expect(gate).toContainText('Withdrawals need a verified identity');
  await expect(page.getByRole('tab', { name: 'To digital currency' })).toHaveCount(0);
  await gate.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();

  // Nothing filled: the spec's messages, each on its field.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  for (const message of [
    'Please Select Country',
    'Please Enter First Name',
    'Please Enter Last Name',
    'Please Enter ID Card Number',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('Please Upload Image', { exact: true })).toHaveCount(2);
  await expectAccessible(page);

  // An ID card: both sides, taken with the camera on a phone.
  await chooseCountry(page, 'United Kingdom');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'ID card number' }).fill('ID-445566');
  const files = page.locator('input[type="file"]');
  await expect(files.first()).toHaveAttribute('capture', 'environment');
  await files.nth(0).setInputFiles(image('front.png'));
  await files.nth(1).setInputFiles(image('back.png'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const state = page.getByTestId('kyc-state');
  await expect(state).toHaveAttribute('data-state', 'pending');
  await expect(state).toContainText('up to 24 hours');
  await expect(state).toContainText('Ada Lovelace');
  await expectAccessible(page);

  // The reviewer refuses it: the inbox badge moves without a reload, the page says why after one.
  await review(page, token, { decision: 'reject', reason: 'The photo is blurred' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await page.reload();
  await expect(state).toHaveAttribute('data-state', 'rejected');
  await expect(state).toContainText('The reviewer could not verify your identity: The photo is blurred');
  await page.goto('/inbox');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'Your identity verification was not approved: The photo is blurred. You can try again.',
  );

  // Try again with a passport: its photo page is the one image; the names are kept.
  await page.goto('/kyc');
  await state.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await page.getByRole('radio', { name: 'Passport' }).check();
  await chooseCountry(page, 'United Kingdom');
  await page.getByRole('textbox', { name: 'Passport number' }).fill('P7654321');
  await expect(page.locator('input[type="file"]')).toHaveCount(1);
  await page.locator('input[type="file"]').setInputFiles(image('passport.png'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(state).toHaveAttribute('data-state', 'pending');
  await page.goto('/assets/withdraw');
  await expect(page.getByTestId('kyc-gate')).toContainText('under review');

  await review(page, token, { decision: 'approve' });
  await page.goto('/kyc');
  await expect(state).toHaveAttribute('data-state', 'approved');
  await page.goto('/assets/withdraw');
  await expect(page.getByRole('tab', { name: 'To digital currency' })).toBeVisible();
  await expect(page.getByTestId('kyc-gate')).toHaveCount(0);
  if (process.env.SHOTS_DIR) {
    await page.goto('/kyc');
    await shot(page, 'kyc-approved');
  }
});

for (const language of ['en', 'zh'] as const) {
  test(`the KYC form and the gate have no axe violations (${language})`, async ({ page, context, request }) => {
    await startInLanguage(context, language);
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    await signInByApi(context, request, email, password);
    await page.goto('/assets/withdraw');
    await expect(page.getByTestId('kyc-gate')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/kyc');
    await expect(page.locator('form')).toBeVisible();
    await expectAccessible(page);
    await shot(page, `kyc-form-${language}`);
  });
}
