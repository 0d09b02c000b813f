// KYC in the trade app: a withdrawal is gated until the identity is verified; the form answers with the spec's
// messages; a refusal with its reason reaches the inbox live, in every open tab, and the page; reading it anywhere
// clears the badge everywhere; "Try again" with a passport's one image; once approved, withdrawals open. axe on the
// form and the gate is the sweep's (accessibility.spec.ts).
import { realNameAdminApi, realNameApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { receiptPng } from '../admin/money-support.ts';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInByApi } from './support.ts';

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

  // The reviewer refuses it: the inbox badge moves without a reload in this tab and another, the page says why
  // after a reload.
  const bell = (tab: Page) => tab.getByRole('banner').getByRole('link', { name: /^Messages/ });
  const other = await context.newPage();
  await other.goto('/assets');
  await expect(bell(other)).toHaveAccessibleName('Messages');
  await review(page, token, { decision: 'reject', reason: 'The photo is blurred' });
  await expect(bell(page)).toHaveAccessibleName('Messages, 1 unread');
  await expect(bell(other)).toHaveAccessibleName('Messages, 1 unread');
  await page.reload();
  await expect(state).toHaveAttribute('data-state', 'rejected');
  await expect(state).toContainText('The reviewer could not verify your identity: The photo is blurred');
  await bell(page).click();
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(message).toContainText(
    'Your identity verification was not approved: The photo is blurred. You can try again.',
  );
  // Reading it here clears the badge in the other tab too.
  await message.getByRole('button').click();
  await expect(bell(page)).toHaveAccessibleName('Messages');
  await expect(bell(other)).toHaveAccessibleName('Messages');
  await other.close();

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
