// Every operator enrols a second factor before the back office opens (issue 28 §9): the first log-in shows the QR code
// and key, a code turns it on, the recovery codes are shown once; the next log-in asks for a code.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { logIn, newOperator } from './support.ts';

test('a new operator enrols after the first log-in, saves the recovery codes, and signs in with a code after', async ({
  page,
  request,
}) => {
  const operator = await newOperator(request, ['support'], { enrol: false });
  await logIn(page, operator.login, operator.password);

  // The enrolment stands in for every page until it is done.
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /QR code to add this account/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await shot(page, 'operator-two-factor-enrolment');

  await page.getByLabel(/^Code from the app/).fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is not correct or was already used')).toBeVisible();
  await page.getByLabel(/^Code from the app/).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.first().innerText();
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('I have saved these recovery codes').check();
  await done.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toHaveCount(0);

  // The next log-in asks for a code; a recovery code works too (once).
  await page.evaluate(() => localStorage.removeItem('admin.token'));
  await page.goto('/admin/login');
  await page.getByLabel(/Email, username or user ID/).fill(operator.login);
  await page.getByLabel(/^Password/).fill(operator.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel(/^Authentication code/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'operator-code-step');
  await page.getByLabel(/^Authentication code/).fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
});
