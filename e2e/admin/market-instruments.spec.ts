import { marketAdminApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { adminToken, filterAudit, goTo, logInAsAdmin, rowWith } from './support.ts';

// Each project halts its own thinly traded stock, so parallel runs (and the trade journeys) never meet.
const symbolFor = (project: string) => (project === 'phone' ? 'BKNG' : 'REGN');

test('an admin halts an instrument with a reason, finds it audited, and resumes it', async ({
  page,
  request,
}, info) => {
  const symbol = symbolFor(info.project.name);
  const token = await adminToken(request);
  const resume = (reason: string) =>
    callApi(request, marketAdminApi.resume, { params: { symbol }, body: { reason } }, { token: `Bearer ${token}` });
  // A run that stopped half-way may have left it halted (409 when it is not: fine).
  await resume('E2E set-up');
  const reason = `Pending announcement ${Date.now().toString(36)} ${info.project.name}`;
  const resumeReason = `Announcement out ${Date.now().toString(36)}`;

  try {
    await logInAsAdmin(page);
    await goTo(page, /^Instruments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Instruments' })).toBeVisible();
    await expect(page.getByTestId('simulated-badge')).toHaveText('Simulated data');

    await page.getByLabel('Search').fill(symbol);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${symbol}`));
    const row = rowWith(page, symbol);
    await expect(row).toContainText('Open');
    await row.getByRole('link', { name: symbol, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: symbol })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Market data' })).toBeVisible();
    // Read-only: there is no control that sets a price.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);

    await page.getByRole('button', { name: 'Halt trading' }).click();
    const confirm = page.getByRole('dialog', { name: 'Prompt' });
    await expect(confirm).toContainText(symbol);
    // The reason is required.
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm.getByText('Please enter a reason')).toBeVisible();
    await confirm.getByLabel(/^Reason/).fill(reason);
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm).toBeHidden();

    await expect(page.getByText(/^Halted since /)).toBeVisible();
    await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
    const history = page.getByRole('table', { name: 'Audit history' });
    await expect(rowWith(page, reason)).toContainText('market.halt');
    await expect(history).toContainText(`instrument #${symbol}`);

    // The list shows it halted, with the reason.
    await page.getByRole('link', { name: /Back to instruments/ }).click();
    await page.getByLabel('Search').fill(symbol);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rowWith(page, symbol)).toContainText('Halted');
    await expect(rowWith(page, symbol)).toContainText(reason);

    // The audit log records who halted it, and why.
    await goTo(page, /^Audit log$/);
    await filterAudit(page, { 'Target type': 'instrument', 'Target ID': symbol });
    const entry = rowWith(page, reason);
    await expect(entry).toContainText('market.halt');
    await expect(entry).toContainText(/admin #\d+/);

    await entry.getByRole('link', { name: `instrument #${symbol}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: symbol })).toBeVisible();
    await page.getByRole('button', { name: 'Resume trading' }).click();
    await confirm.getByLabel(/^Reason/).fill(resumeReason);
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Halt trading' })).toBeVisible();
    await expect(rowWith(page, resumeReason)).toContainText('market.resume');
  } finally {
    await resume('E2E clean-up');
  }
});
