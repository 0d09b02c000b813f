// Cloud mining (issue 18 §2) at a phone’s width: the operator lists a product (API, as the back office does); a new user
// with USDT in the funding account (a sandbox chain payment) opens home's Mining tile, reads the formula, the terms and
// the risks ('lost periods are not paid' among them), tops the energy balance up by one period's electricity and buys
// 10 TH/s through the confirm dialog (the server's preview): 'Purchase successful'. On the contract's page the
// sandbox's control settles a period: it pays, the payout shows with every input, and the statement's BTC funding
// account closes at it. The next period finds no energy: it is lost, 'Insufficient energy, stop mining'. A top-up, and
// the next period pays again and the contract is mining; what is left of the energy moves back to funding (more than
// the balance refused on the field). axe on the list, the dialog and the contract's page in English
// and Chinese.
import {
  type AdminMiningProductView,
  compareDecimals,
  type MiningContractView,
  type MiningEnergyView,
  miningAdminApi,
  miningApi,
  moneyApi,
  sumDecimals,
} from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { dataOf, idempotencyKey, signedInMoneyUser } from './money-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Settles the contract's next period with the page's sandbox control and waits for that period's card. */
async function settleNext(page: Page, number: number) {
  await page.getByRole('button', { name: 'Settle the next period now' }).click();
  const card = page.getByTestId(`mining-settlement-${number}`);
  await expect(card).toBeVisible();
  return card;
}

async function topUp(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Top up' });
  await form.getByLabel('Top-up amount').fill(amount);
  await form.getByRole('button', { name: 'Top up' }).click();
}

test('buy a mining contract → a period pays → energy runs out: paused → top up → it pays again', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow(); // a chain deposit's confirmations, three settlements and five axe runs
  const admin = await adminToken(request);
  const name = `E2E Miner ${testInfo.project.name} ${Date.now().toString(36)}`;
  // 2 USDT per TH/s for 4 days; electricity 0.5 USDT per TH/s a day: 10 TH/s cost 20 USDT and 5 USDT a day-long period.
  await dataOf<AdminMiningProductView>(
    await callApi(
      request,
      miningAdminApi.createProduct,
      {
        body: {
          name,
          description: 'Hash rate for the browser tests.',
          pool: 'E2E Pool',
          coin: 'BTC',
          pricePerTh: '2',
          electricityPerThDay: '0.5',
          termDays: 4,
          minHashRate: 1,
          maxHashRate: 100,
          active: true,
          reason: 'Browser test product',
        },
      },
      { token: admin },
    ),
  );
  const user = await signedInMoneyUser(context, request);
  // 40 USDT from outside, through the sandbox chain: credited after its confirmations.
  await dataOf(
    await callApi(
      request,
      moneyApi.sendSandboxChainPayment,
      { body: { currency: 'USDT', network: 'TRC20', amount: '40' } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  await recordShownTexts(page);

  // Home's tile is live; the page states the formula, the network's inputs and the risks before any purchase.
  await page.goto('/');
  await page.getByRole('link', { name: 'Mining', exact: true }).click();
  await expect(page).toHaveURL(/\/mining$/);
  await expect(heading(page, 'Cloud mining')).toBeVisible();
  await expect(page.getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByTestId('mining-formula-words')).toHaveText(
    'Payout = your hash rate ÷ network hash rate × block reward × blocks in the period',
  );
  await expect(page.getByTestId('mining-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('mining-risk-lost').first()).toContainText('Lost periods are not paid');
  await expect(page.getByTestId('mining-risk-lost').first()).toContainText('The term does not extend.');
  const product = page.getByRole('article', { name });
  await expect(product.getByTestId('mining-pricePerTh')).toHaveText('2.00 USDT');
  await expect(product.getByTestId('mining-electricityPerThDay')).toHaveText('0.50 USDT');
  await expect(product.getByTestId('mining-term')).toHaveText('4 days');
  await expect(product.getByTestId('mining-periodsInTerm')).toHaveText('4');
  await expectAccessible(page);
  await shot(page, 'mining-list');

  // The deposit arrives: energy for one period (5 USDT) from funding.
  await expect
    .poll(
      async () =>
        (await dataOf<MiningEnergyView>(await callApi(request, miningApi.energy, {}, { token: user.token })))
          .fundingAvailable,
      { timeout: 60_000, intervals: [1_000] },
    )
    .toMatch(/^40(\.0+)?$/);
  await page.reload();
  const energy = page.getByTestId('mining-energy');
  await expect(energy.getByTestId('mining-energy-funding')).toHaveText('40.00 USDT');
  await topUp(page, '5');
  await expectShown(page, 'Energy topped up');
  await expect(energy.getByTestId('mining-energy-balance')).toHaveText('5.00 USDT');

  // Buy 10 TH/s: the dialog shows the server's preview and the risks again.
  await product.getByLabel('Hash rate (TH/s)').fill('10');
  await product.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm purchase · ${name}` });
  await expect(dialog.getByTestId('preview-price')).toHaveText('20.00 USDT');
  await expect(dialog.getByTestId('preview-fundingAvailable')).toHaveText('35.00 USDT');
  await expect(dialog.getByTestId('preview-electricityPerPeriod')).toHaveText('5.00 USDT');
  await expect(dialog.getByTestId('preview-electricityForTerm')).toHaveText('20.00 USDT');
  await expect(dialog.getByTestId('preview-periods')).toHaveText('4 × 1 day');
  await expect(dialog.getByTestId('preview-energy-short')).toBeVisible();
  await expect(dialog.getByTestId('preview-estimate')).toHaveText(
    /^10 TH\/s ÷ [\d,]+ TH\/s × [\d.]+ BTC × \d+ blocks ≈ [\d.]+ BTC a period$/,
  );
  await expect(dialog.getByTestId('mining-risks')).toContainText('Lost periods are not paid');
  await expectAccessible(page);
  await shot(page, 'mining-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectShown(page, 'Purchase successful');

  const contracts = await dataOf<{ rows: MiningContractView[] }>(
    await callApi(request, miningApi.contracts, { query: { page: 1, size: 20 } }, { token: user.token }),
  );
  expect(contracts.rows).toHaveLength(1);
  const bought = contracts.rows[0]!;
  expect(bought).toMatchObject({ hashRate: 10, periodsInTerm: 4, status: 'locating' });
  const card = page.getByTestId(`mining-contract-${bought.id}`);
  await expect(card.getByTestId('mining-status')).toHaveText('Locating a pool');
  await card.getByRole('link', { name: `Contract No. ${bought.id} · ${name}` }).click();

  // The contract's page: terms as bought, the formula; the sandbox settles period 1, which pays.
  await expect(heading(page, `Contract No. ${bought.id}`)).toBeVisible();
  await expect(page.getByTestId('mining-state')).toContainText('Searching for a pool');
  const first = await settleNext(page, 1);
  await expect(first).toHaveAttribute('data-outcome', 'paid');
  await expect(first.getByTestId('mining-settlement-formula')).toHaveText(
    /^10 TH\/s ÷ [\d,]+ TH\/s × [\d.]+ BTC × \d+ blocks = [\d.]+ BTC$/,
  );
  await expect(first.getByTestId('mining-electricityFee')).toHaveText('5.00 USDT');
  await expect(first.getByTestId('mining-settlement-early')).toContainText('by the sandbox’s test control');
  const payout1 = (await first.getAttribute('data-payout'))!;
  expect(compareDecimals(payout1, '0')).toBe(1);
  await expectShown(page, 'Period 1 paid');
  await expect(page.getByTestId('mining-status')).toHaveText('Mining');
  await expect(page.getByTestId('mining-energy-balance')).toHaveText('0.00 USDT');

  // Period 2 finds no energy: lost, and the contract pauses with the spec's message.
  const second = await settleNext(page, 2);
  await expect(second).toHaveAttribute('data-outcome', 'lost');
  await expect(second.getByTestId('mining-payout')).toHaveText('0.00 BTC');
  await expect(second.getByTestId('mining-settlement-lost')).toContainText('nothing was charged and nothing paid');
  await expectShown(page, 'Insufficient energy, stop mining');
  await expect(page.getByTestId('mining-status')).toHaveText('Paused');
  await expect(page.getByTestId('mining-state')).toContainText('Insufficient energy, stop mining');
  await expect(page.getByTestId('mining-periods')).toHaveText('2 of 4 (1 paid, 1 lost)');
  await expectAccessible(page);
  await shot(page, 'mining-paused');

  // A top-up (two more than the period needs), and period 3 pays again: the contract is mining.
  await topUp(page, '7');
  // The first top-up's toast said the same words: the balance shows that this one has landed.
  await expect(page.getByTestId('mining-energy-balance')).toHaveText('7.00 USDT');
  const third = await settleNext(page, 3);
  await expect(third).toHaveAttribute('data-outcome', 'paid');
  const payout3 = (await third.getAttribute('data-payout'))!;
  await expect(page.getByTestId('mining-status')).toHaveText('Mining');
  const mined = sumDecimals([payout1, payout3], 8);
  const minedShown = page.getByTestId('mining-mined');
  await expect(minedShown).toHaveText(/^[\d.]+ BTC$/);
  expect(compareDecimals((await minedShown.textContent())!.replace(' BTC', ''), mined)).toBe(0);
  await shot(page, 'mining-resumed');

  // The 2 USDT left are the user's: more than the balance is refused on the field, the whole balance moves back.
  await expect(page.getByTestId('mining-energy-balance')).toHaveText('2.00 USDT');
  const refund = page.getByRole('form', { name: 'Move back to funding' });
  await expect(page.getByTestId('mining-energy-refund')).toContainText('Insufficient energy, stop mining');
  await refund.getByLabel('Amount to move back').fill('2.000001');
  await refund.getByRole('button', { name: 'Move back', exact: true }).click();
  await expect(refund.getByText('The energy balance does not hold this much USDT')).toBeVisible();
  await shot(page, 'mining-energy-refund');
  await page.getByRole('button', { name: 'Enter the whole balance' }).click();
  await expect(refund.getByLabel('Amount to move back')).toHaveValue('2');
  await refund.getByRole('button', { name: 'Move back', exact: true }).click();
  await expectShown(page, 'Energy moved back to funding');
  await expect(page.getByTestId('mining-energy-balance')).toHaveText('0.00 USDT');

  // The statement: the BTC funding account closes at the two payouts, named as mining payouts.
  await page.goto('/assets/statements');
  const btc = page.getByTestId('statement-funding-BTC');
  await expect(btc).toHaveAttribute('data-closing', /\d/);
  expect(compareDecimals((await btc.getAttribute('data-closing'))!, mined)).toBe(0);
  await expect(btc).toContainText('Mining payout');

  // Chinese: the list and the contract's page, axe clean.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/mining');
  await expect(heading(page, '云挖矿')).toBeVisible();
  await expect(page.getByTestId('mining-risk-lost').first()).toContainText('损失的周期不予支付');
  await expectAccessible(page);
  await page.goto(`/mining/${bought.id}`);
  await expect(heading(page, `合约编号 ${bought.id}`)).toBeVisible();
  await expect(page.getByTestId('mining-status')).toHaveText('挖矿中');
  await expect(page.getByTestId('mining-settlement-2')).toContainText('未扣费，也未支付收益');
  await expectAccessible(page);
  await shot(page, 'mining-contract-zh');
});
