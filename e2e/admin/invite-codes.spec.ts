import { expect, test } from '@playwright/test';
import { filterAudit, freshCode, goTo, logInAsAdmin, rowWith } from './support.ts';

test('an admin creates an invitation code with a reason, finds it audited, and disables it', async ({ page }) => {
  const code = freshCode();
  const reason = `Partner launch ${code}`;
  const disableReason = `Campaign over ${code}`;
  await logInAsAdmin(page);
  await goTo(page, /^Invitation codes$/);

  await page.getByRole('button', { name: 'New invitation code' }).click();
  const form = page.getByRole('dialog', { name: 'New invitation code' });
  // The reason is required, and said so on its field.
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Please enter a reason')).toBeVisible();

  await form.getByLabel('Note').fill('Spring partner campaign');
  await form.getByLabel('Max uses').fill('5');
  await form.getByLabel(/^Reason/).fill(reason);
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form).toBeHidden();

  const row = rowWith(page, code);
  await expect(row).toContainText('Spring partner campaign');
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Active');

  // A second code with the same name is refused on the code field.
  await page.getByRole('button', { name: 'New invitation code' }).click();
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel(/^Reason/).fill('duplicate');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('This invitation code already exists')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await goTo(page, /^Audit log$/);
  await filterAudit(page, { 'Target ID': code });
  await expect(page).toHaveURL(new RegExp(`targetId=${code}`));
  const created = rowWith(page, reason);
  await expect(created).toContainText('invite_code.create');
  await expect(created).toContainText(/admin #\d+/);

  await goTo(page, /^Invitation codes$/);
  await rowWith(page, code)
    .getByRole('button', { name: `Disable code ${code}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Prompt' });
  await expect(confirm).toContainText(code);
  await confirm.getByLabel(/^Reason/).fill(disableReason);
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowWith(page, code)).toContainText('Disabled');
  await expect(rowWith(page, code).getByRole('button', { name: /Disable/ })).toHaveCount(0);

  await goTo(page, /^Audit log$/);
  await filterAudit(page, { 'Target ID': code });
  await expect(rowWith(page, disableReason)).toContainText('invite_code.disable');
});
