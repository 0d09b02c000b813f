// The back office's IPO offerings: an admin lists an offering through the form (with its prospectus PDF), is refused
// a bad price range on its field, sets the final price once the offering is open, and, in the sandbox, closes the
// subscription so the published allotment shows. axe on the list, the form and the managed offering, in en and zh.
import { ipoAdminApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { adminToken, goTo, logInAsAdmin, rowWith, startSignedIn } from './support.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local input's value for an instant, in the browser's time zone (the test runs in the same one). */
const localInput = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
const dateInput = (at: Date) => localInput(at).slice(0, 10);
const DAY = 86_400_000;

/** Five letters no instrument of the catalogue has (none starts with Q and five letters), fresh per call. */
function freshSymbol() {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let symbol = 'Q';
  for (let i = 0; i < 4; i += 1) symbol += letters[Math.floor(Math.random() * 26)];
  return symbol;
}

async function prospectusPdf() {
  const doc = await PDFDocument.create();
  doc.setTitle('Prospectus');
  doc.addPage([595, 842]).drawText('Offering of 1,000,000 shares at 18.00 to 20.00 USD', { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

async function offeringOf(request: APIRequestContext, symbol: string) {
  const token = await adminToken(request);

  const res = await callApi(request, ipoAdminApi.offerings, { query: { size: 100 } }, { token: `Bearer ${token}` });
  const rows = (await res.json()).data.rows as { id: number; symbol: string; prospectusFile: string | null }[];
  return rows.find((row) => row.symbol === symbol);
}

async function openOfferings(page: Page) {
  await goTo(page, /^IPO offerings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'IPO offerings' })).toBeVisible();
}

test('an admin lists an IPO with its prospectus, is refused a bad range, and sets the final price once it is open', async ({
  page,
  request,
}) => {
  // A long journey (upload, three saves, the allotment, four axe passes) on a busy machine.
  test.setTimeout(180_000);
  const symbol = freshSymbol();
  const company = `E2E Robotics ${symbol} Inc.`;
  const now = Date.now();
  // Another offering, past its deadline without a final price: the list warns that its allotment waits.
  const waiting = freshSymbol();
  const token = await adminToken(request);
  const created = await callApi(
    request,
    ipoAdminApi.create,
    {
      body: {
        symbol: waiting,
        company: `E2E Waiting ${waiting} Ltd.`,
        exchange: 'NASDAQ',
        sector: 'Technology',
        priceLow: '8.00',
        priceHigh: '9.00',
        lotSize: 100,
        sharesOffered: 100_000,
        sharesOutstanding: 1_000_000,
        opensAt: new Date(now - 2 * DAY).toISOString(),
        closesAt: new Date(now - 3_600_000).toISOString(),
        listingDate: dateInput(new Date(now + 3 * DAY)),
        prospectusDate: dateInput(new Date(now - 3 * DAY)),
        fee: '0',
        reason: 'E2E: an offering waiting for its final price',
      },
    },
    { token: `Bearer ${token}` },
  );
  expect(created.status()).toBe(200);
  await logInAsAdmin(page);
  await openOfferings(page);
  await expect(page.getByRole('alert').filter({ hasText: 'The allotment is waiting' })).toContainText(waiting);
  await expect(rowWith(page, waiting)).toContainText('Set the final price: the allotment waits for it');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New offering' }).click();
  const form = page.getByRole('dialog', { name: 'New offering' });
  await form.getByLabel(/^Symbol/).fill(symbol.toLowerCase());
  await form.getByLabel(/^Company name/).fill(company);
  await form.getByLabel(/^Exchange/).selectOption('NYSE');
  await form.getByLabel(/^Sector/).selectOption('Industrials');
  // A range whose low is above its high: refused on its field with the contract's words, nothing sent.
  await form.getByLabel(/^Price range low/).fill('25.00');
  await form.getByLabel(/^Price range high/).fill('20.00');
  await form.getByLabel(/^Lot size/).fill('100');
  await form.getByLabel(/^Shares offered/).fill('1000000');
  await form.getByLabel(/^Shares outstanding/).fill('20000000');
  await form.getByLabel(/^Fee per subscription/).fill('5');
  // Open since an hour ago, so the final price can be set at once.
  await form.getByLabel(/^Subscription opens/).fill(localInput(new Date(now - 3_600_000)));
  await form.getByLabel(/^Subscription deadline/).fill(localInput(new Date(now + 2 * DAY)));
  await form.getByLabel(/^Listing date/).fill(dateInput(new Date(now + 5 * DAY)));
  await form.getByLabel(/^Prospectus date/).fill(dateInput(new Date(now - 7 * DAY)));
  await form.locator('input[type="file"]').setInputFiles({
    name: 'prospectus.pdf',
    mimeType: 'application/pdf',
    buffer: await prospectusPdf(),
  });
  await expect(form.getByRole('link', { name: /\.pdf/ })).toBeVisible();
  // Financing: both figures or neither.
  await form.getByText('Offer financing', { exact: true }).click();
  await form.getByRole('button', { name: 'Save offering' }).click();
  await expect(form.getByText('The price range is not valid: low at most high, both above zero')).toBeVisible();
  await expect(form.getByText('From 0 to 50 %, with at most 2 decimals')).toBeVisible();
  await expect(form.getByText('Please enter a reason')).toBeVisible();
  await expectAccessible(page);
  expect(await offeringOf(request, symbol)).toBeUndefined();

  await form.getByLabel(/^Price range low/).fill('18.00');
  await form.getByLabel(/^Annual interest rate/).fill('6.5');
  await form.getByLabel(/^Leverage/).fill('2');
  await form.getByLabel(/^Reason/).fill('Listing agreed with the issuer');
  await form.getByRole('button', { name: 'Save offering' }).click();
  await expect(form).toBeHidden();

  const row = rowWith(page, symbol);
  await expect(row).toContainText(company);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('18.00 – 20.00');
  await expect(row).toContainText('1,000,000');
  // The prospectus is public: its link answers with the uploaded PDF.
  const link = row.getByRole('link', { name: `Prospectus of ${symbol} (PDF)` });
  const href = await link.getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await offeringOf(request, symbol))?.prospectusFile).toBeTruthy();

  // Open: only the final price and the prospectus change now.
  await row.getByRole('button', { name: `Manage ${symbol}` }).click();
  const managed = page.getByRole('dialog', { name: `${symbol} · ${company}` });
  await expect(managed).toContainText('only the final price and the prospectus can change now');
  await expect(managed).toContainText('6.5 % a year, leverage 2×');
  const finalPrice = managed.getByRole('form', { name: 'Final price' });
  await finalPrice.getByLabel(/^Final price/).fill('20.50');
  await finalPrice.getByLabel(/^Reason/).fill('Book built');
  await finalPrice.getByRole('button', { name: 'Set final price' }).click();
  await expect(finalPrice.getByText('The final price must lie within the announced range')).toBeVisible();
  await finalPrice.getByLabel(/^Final price/).fill('19.50');
  await finalPrice.getByRole('button', { name: 'Set final price' }).click();
  await expect(row).toContainText('Final 19.50');
  await expect(managed).toContainText('Final price (USD)19.50');
  await expectAccessible(page);

  // The sandbox closes the subscription now: the allotment runs (nobody subscribed) and is published.
  await managed.getByRole('button', { name: 'Close subscription now' }).click();
  const confirm = page.getByRole('dialog', { name: `Close the subscription of ${symbol} now?` });
  await expect(confirm).toContainText('19.50 USD');
  await confirm.getByLabel(/^Reason/).fill('Sandbox walk-through');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Allotted');
  await expect(managed.getByRole('heading', { name: 'Published allotment' })).toBeVisible();
  await expect(managed).toContainText('Lots offered10,000');
  await expect(managed.getByRole('button', { name: 'List now' })).toBeVisible();
  await expect(managed.getByRole('form', { name: 'Final price' })).toHaveCount(0);
  await expectAccessible(page);
});

const texts = {
  en: { title: 'IPO offerings', new: 'New offering', save: 'Save offering' },
  zh: { title: '新股发行', new: '新建新股', save: '保存新股' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(`axe on the IPO offerings page and its form, ${language}`, async ({ page, request }) => {
    const text = texts[language];
    await startSignedIn(page, request, language);
    await page.goto('/admin/ipo');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: text.new }).click();
    const form = page.getByRole('dialog', { name: text.new });
    await form.getByRole('button', { name: text.save }).click();
    await expect(form.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expectAccessible(page);
  });
}
