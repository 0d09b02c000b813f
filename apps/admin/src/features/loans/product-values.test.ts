import { type AdminLoanProductView, loanProductBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { emptyProductValues, toBody, valuesOf } from './product-values.ts';

const product: AdminLoanProductView = {
  id: 2,
  name: 'Everyday loan',
  description: 'Small and monthly.',
  currency: 'USD',
  minAmount: '100.00',
  maxAmount: '20000.00',
  termMonths: [3, 6, 12],
  apr: '12.50',
  originationFeePercent: '1.00',
  overdueFeeKind: 'daily_percent',
  overdueFee: '0.0500',
  collateral: 'none',
  active: true,
  pending: 1,
  loansOutstanding: 2,
  principalOutstanding: '1500.00',
  createdAt: '2026-11-27T00:00:00Z',
  updatedAt: '2026-11-27T00:00:00Z',
};

describe('the loan product form', () => {
  it('shows a product as typed, without padding, and sends it back as the contract takes it', () => {
    const values = valuesOf(product);
    expect(values).toMatchObject({ minAmount: '100', maxAmount: '20000', apr: '12.5', overdueFee: '0.05' });
    const body = toBody({ ...values, termMonths: ['12', '3', ' 6'], reason: 'Lower the rate' });
    expect(body.termMonths).toEqual([3, 6, 12]);
    expect(loanProductBody.safeParse(body).success).toBe(true);
  });

  it('leaves a term that is not whole months for the contract to refuse, on its field', () => {
    const body = toBody({ ...emptyProductValues, termMonths: ['3', 'x'] });
    const result = loanProductBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === 'termMonths')).toBe(true);
  });
});
