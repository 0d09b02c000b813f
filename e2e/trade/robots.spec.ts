// AI robots (issue 18 §1) at a phone’s width: a verified user with 1,000 USD on the trading account opens home's AI robots
// tile, reads a robot's rules, parameters, fees and backtest (labelled past simulated results), rents it for 7 days
// with 500 USD allocated through the confirm dialog (the server's preview: the rental's end first, the fee charged
// now, the allocation explained), and lands on the robot's page. The sandbox's step-now makes it trade: its order is in
// the trading records tagged Robot. Stopped with its positions closed, its realised income equals the sum of its trade
// log, on the screen and from the API, and the purchase history shows it stopped. axe in English and Chinese.
import { type RobotDetail, type RobotProductView, robotsApi, sumDecimals } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { callApi } from '../support/api.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { dataOf } from './money-support.ts';
import { fundedTrader } from './trading-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** USD as the screens show it: grouped, two places, signed when a P/L above zero, with the code. */
const pnl = (value: string) => {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const shown = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  const sign = /[1-9]/.test(shown) ? (negative ? '-' : '+') : '';
  return `${sign}${shown} USD`;
};

test('verified user rents a robot → the sandbox steps it → its order is in the records tagged Robot → stop, close → income is its trade log', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a funded, verified account, a purchase, a step, a stop and eight axe runs
  const user = await fundedTrader(context, request, '1000');
  await verifyIdentityByApi(request, user.token);
  const products = await dataOf<RobotProductView[]>(
    await callApi(request, robotsApi.products, {}, { token: user.token }),
  );
  // The DCA robot buys at its first step: its first order does not wait for the market to move.
  const dca = products.find((p) => p.strategy === 'dca');
  expect(dca, 'a DCA robot is offered').toBeDefined();
  const product = dca!;
  const params = product.defaultParams;
  if (params.strategy !== 'dca') throw new Error('the DCA robot has DCA parameters');
  expect(new Set(products.map((p) => p.strategy))).toEqual(new Set(['grid', 'dca', 'trend', 'mean_reversion']));
  await recordShownTexts(page);

  // Home's tile leads to the catalogue: each robot with its rules in words and its prices.
  await page.goto('/');
  await page.getByRole('link', { name: 'AI robots', exact: true }).click();
  await expect(page).toHaveURL(/\/robots$/);
  await expect(heading(page, 'AI robots')).toBeVisible();
  await expect(page.getByTestId('robot-product')).toHaveCount(products.length);
  await expectAccessible(page);
  await shot(page, 'robots-catalogue');

  // The robot's page: rules, parameters prefilled with the defaults, fees, the backtest under its label.
  await page.getByRole('link', { name: `View ${product.name}` }).click();
  await expect(heading(page, product.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rules' }).getByTestId('robot-rules')).toContainText(
    `${product.symbol} every`,
  );
  await expect(page.getByLabel('Minutes between buys')).toHaveValue(String(params.intervalMinutes));
  await expect(page.getByTestId('robot-buyPrice')).toHaveText(`${product.buyPrice} USD`);
  await expect(page.getByTestId('robot-backtest-label')).toHaveText(
    'Past simulated results. Not a promise of future returns.',
  );
  await expect(page.getByTestId('robot-backtest-return')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'robots-product');

  // Rent for the shortest period with 500 USD allocated: the dialog shows the server's preview.
  const rent = [...product.rentOptions].sort((a, b) => a.days - b.days)[0]!;
  const form = page.getByRole('form', { name: 'Buy or rent this robot' });
  await form.getByText('Rent', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await form.getByLabel(/^Allocation \(USD\)/).fill('500');
  await form.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: `Rent ${product.name}` });
  await expect(dialog.getByTestId('preview-term')).toHaveText(
    /^The rental ends on .+: the robot stops then, and its open positions are handed back to you as your own\.$/,
  );
  await expect(dialog.getByTestId('preview-plan')).toHaveText(`Rented for ${rent.days} days`);
  await expect(dialog.getByTestId('preview-fee')).toHaveText(`${rent.fee} USD`);
  await expect(dialog.getByTestId('preview-allocation')).toHaveText('500.00 USD');
  await expect(dialog.getByTestId('preview-allocation-words')).toContainText('The money is not moved');
  await expectAccessible(page);
  await shot(page, 'robots-confirm');
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expectShown(page, `${product.name} is yours`);
  await expect(page).toHaveURL(/\/robots\/mine\/\d+$/);
  const robotId = Number(page.url().split('/').at(-1));
  await expect(page.getByTestId('robot-status').first()).toHaveText('Running');

  // The sandbox's control steps it now (the job may already have): it buys through the order engine.
  await page.getByTestId('robot-step-now').click();
  const log = page.getByTestId('robot-trades');
  await expect(log.getByRole('listitem').first()).toContainText(`Buy ${params.quantityPerBuy} ${product.symbol} at`);
  await expectAccessible(page);
  await shot(page, 'robots-running');

  // The trading records: its position is there, tagged Robot.
  await page.goto('/records');
  const holding = page.getByTestId('robot-tag').first();
  await expect(holding).toHaveText('Robot');
  await shot(page, 'robots-records');

  // Stop, closing its positions at market: its realised income is the sum of its trade log.
  await page.goto(`/robots/mine/${robotId}`);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const stop = page.getByRole('dialog', { name: `Stop ${product.name}` });
  await stop.getByRole('radio', { name: 'Close them now at the market price' }).check();
  await stop.getByRole('button', { name: 'Stop the robot' }).click();
  await expect(stop).toHaveCount(0);
  await expect(page.getByTestId('robot-status').first()).toHaveText('Stopped');
  await expect(log.locator('li[data-state="open"]')).toHaveCount(0);
  const detail = await dataOf<RobotDetail>(
    await callApi(request, robotsApi.robot, { params: { id: robotId } }, { token: user.token }),
  );
  expect(detail.robot.status).toBe('stopped');
  expect(detail.trades.length).toBe(detail.tradeCount);
  expect(detail.trades.length).toBeGreaterThan(0);
  const logSum = sumDecimals(
    detail.trades.map((trade) => trade.realizedPnl ?? '0'),
    2,
  );
  expect(sumDecimals([detail.robot.realizedPnl], 2)).toBe(logSum);
  await expect(page.getByTestId('robot-realized')).toHaveText(pnl(detail.robot.realizedPnl));
  await expect(page.getByTestId('robot-log-sum')).toHaveAttribute('data-sum', logSum);
  const shownRealized = await log
    .locator('li[data-realized]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-realized')!));
  expect(sumDecimals(shownRealized, 2)).toBe(logSum);
  await shot(page, 'robots-stopped');

  // Its closed position is in the records' closed tab, tagged Robot.
  await page.goto('/records?tab=closed');
  await expect(page.getByTestId('robot-tag').first()).toHaveText('Robot');

  // The purchase history: purchase time, its income, stopped.
  await page.goto('/robots/mine');
  const item = page.getByTestId(`robot-item-${robotId}`);
  await expect(item.getByTestId('robot-status')).toHaveText('Stopped');
  await expect(item.getByTestId('robot-realized')).toHaveText(pnl(detail.robot.realizedPnl));
  await expect(item.getByTestId('robot-purchasedAt')).not.toBeEmpty();
  await expectAccessible(page);
  await shot(page, 'robots-mine');

  // Chinese: the robot's page and the dialog, the stopped robot; axe clean.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto(`/robots/${product.id}`);
  await expect(heading(page, product.name)).toBeVisible();
  await expect(page.getByRole('region', { name: '交易规则' })).toBeVisible();
  await expect(page.getByTestId('robot-backtest-label')).toHaveText('过往模拟结果，不代表未来收益。');
  await expectAccessible(page);
  const zhForm = page.getByRole('form', { name: '购买或租用该机器人' });
  await zhForm.getByLabel(/^分配金额（USD）/).fill('100');
  await zhForm.getByRole('button', { name: '继续' }).click();
  const zhDialog = page.getByRole('dialog', { name: `购买 ${product.name}` });
  await expect(zhDialog.getByTestId('preview-term')).toHaveText('购买的机器人不会到期：它会一直交易，直到您停止它。');
  await expectAccessible(page);
  await shot(page, 'robots-confirm-zh');
  await zhDialog.getByRole('button', { name: '取消' }).filter({ hasText: '取消' }).click();
  await expect(zhDialog).toHaveCount(0);
  await page.goto(`/robots/mine/${robotId}`);
  await expect(page.getByTestId('robot-status').first()).toHaveText('已停止');
  await expectAccessible(page);
});
