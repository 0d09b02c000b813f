// The jobs the assets tests run between API calls (IPO delivery at listing, one robot step), and the assets as the
// API answers them: per currency, what the holding lines add up to.
import { type AssetsView, moneyApi } from '@platform/contracts';
import { Big } from '../core/ledger/amounts.ts';
import { deliverDue } from '../features/ipo/ipo-jobs.ts';
import { stepRobot } from '../features/robots/step-robot.ts';
import { call } from './api.ts';
import { api } from './money-test-kit.ts';
import { pathDeps } from './robots-test-kit.ts';
import type { TestApp } from './test-app.ts';

export const deliverListed = (app: TestApp) => deliverDue(app);
export const stepRobotOnce = (app: TestApp, robotId: number) =>
  stepRobot(
    pathDeps(app, () => []),
    robotId,
  );

export async function assetsOf(app: TestApp, token: string): Promise<AssetsView> {
  const res = await call(app, 'GET', api(moneyApi.assets.path), { token });
  if (res.status !== 200) throw new Error(`assets failed: ${JSON.stringify(res.body)}`);
  return res.body.data as AssetsView;
}

/** Per currency, the sum of `amounts`, as big.js strings (zero sums left out). */
export function sumsByCurrency(rows: readonly { currency: string; amount: string }[]): Record<string, string> {
  const sums: Record<string, Big> = {};
  for (const r of rows) sums[r.currency] = (sums[r.currency] ?? new Big(0)).plus(r.amount);
  return Object.fromEntries(
    Object.entries(sums)
      .filter(([, v]) => !v.eq(0))
      .map(([c, v]) => [c, v.toFixed(2)]),
  );
}
