// The buy or rent form's values (the plan, the rental's days, the allocation and the parameters, as typed) and the
// bodies sent from them: the preview's query, the purchase and the backtest.
import type {
  RobotBacktestBody,
  RobotPlan,
  RobotPreviewQuery,
  RobotProductView,
  RobotPurchaseBody,
} from '@platform/contracts';
import { type ParamValues, paramsOf, paramValues } from './params.ts';

export type BuyValues = { plan: RobotPlan; days: string; allocation: string; params: ParamValues };

/** The rental periods, shortest first. */
export const rentOptionsOf = (product: RobotProductView) => [...product.rentOptions].sort((a, b) => a.days - b.days);

export const initialValues = (product: RobotProductView): BuyValues => ({
  plan: 'perpetual',
  days: String(rentOptionsOf(product)[0]?.days ?? ''),
  allocation: '',
  params: paramValues(product.defaultParams),
});

export const previewQueryOf = (values: BuyValues): RobotPreviewQuery => ({
  plan: values.plan,
  ...(values.plan === 'rental' ? { days: Number(values.days) } : {}),
  allocation: values.allocation.trim(),
});

export const purchaseBodyOf = (product: RobotProductView, values: BuyValues): RobotPurchaseBody => ({
  ...previewQueryOf(values),
  params: paramsOf(product.strategy, values.params),
});

export const backtestBodyOf = (product: RobotProductView, values: BuyValues): RobotBacktestBody => ({
  params: paramsOf(product.strategy, values.params),
  ...(values.allocation.trim() !== '' ? { allocation: values.allocation.trim() } : {}),
});
