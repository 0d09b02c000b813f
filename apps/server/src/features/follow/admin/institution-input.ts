// The back office's institution terms, checked against the market: every symbol a tradable stock priced in USD (the
// institution's account is in USD), and a trend's slow average longer than its fast one.
import type { FollowParams, followInstitutionBody, z } from '@platform/contracts';
import type { Db, FollowInstitutionRow } from '@platform/db';
import type { OrderDesk } from '../../../core/trading/order-desk.ts';
import { AppError } from '../../../lib/app-error.ts';
import { refusingDuplicate } from '../../../lib/db-errors.ts';

export async function checkParams(db: Db, desk: OrderDesk, params: FollowParams) {
  const symbols = params.strategy === 'index_tracker' ? params.symbols : [params.symbol];
  const field = params.strategy === 'index_tracker' ? 'params.symbols' : 'params.symbol';
  for (const symbol of symbols) {
    const instrument = desk.instrument(symbol);
    if (instrument?.class !== 'stock' || instrument.currency !== 'USD') {
      throw AppError.badRequest('followSymbolUnknown', field);
    }
    try {
      const terms = await desk.terms(db, symbol);
      if (!terms.leverages.includes(1)) throw AppError.badRequest('followSymbolUnknown', field);
    } catch (error) {
      if (error instanceof AppError) throw AppError.badRequest('followSymbolUnknown', field);
      throw error;
    }
  }
  if (params.strategy === 'trend' && params.slowMinutes <= params.fastMinutes) {
    throw AppError.badRequest('followSlowAboveFast', 'params.slowMinutes');
  }
}

/** What `work` answers, or a refusal on the name when another institution has it. */
export const nameTaken = <T>(work: () => Promise<T>) =>
  refusingDuplicate('follow_institutions_name_unique', () => AppError.badRequest('followNameTaken', 'name'), work);

export const institutionValues = (body: z.output<typeof followInstitutionBody>) => ({
  name: body.name,
  description: body.description,
  strategy: body.params.strategy,
  params: body.params,
  managementFeePercent: body.managementFeePercent,
  profitSharePercent: body.profitSharePercent,
  periods: [...body.periods].sort((a, b) => a - b),
  active: body.active,
});

/** What the audit log keeps of an institution's terms. */
export const auditedTerms = (row: FollowInstitutionRow) => ({
  name: row.name,
  description: row.description,
  params: row.params,
  managementFeePercent: row.managementFeePercent,
  profitSharePercent: row.profitSharePercent,
  periods: row.periods,
  active: row.active,
});
