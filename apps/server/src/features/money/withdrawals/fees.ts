import { type Currency, feeRuleFor, type Network, type WithdrawalMethod } from '@platform/contracts';
import { Big, show, withdrawalFee } from '../../../core/ledger/amounts.ts';
import { AppError } from '../../../lib/app-error.ts';

/** The disclosed fee for a withdrawal, exactly: amount, fee and total (what is frozen) as the API shows them. */
export function quoteWithdrawal(method: WithdrawalMethod, currency: Currency, network: Network | null, amount: string) {
  const rule = feeRuleFor(method, currency, method === 'chain' ? network : null);
  if (!rule) throw AppError.badRequest(method === 'chain' ? 'networkNotForCurrency' : 'fiatOnly', 'currency');
  const fee = withdrawalFee(rule, amount);
  const total = new Big(amount).plus(fee);
  return {
    rule,
    amount: show(amount, currency),
    fee: show(fee, currency),
    total: show(total, currency),
    totalBig: total,
  };
}
