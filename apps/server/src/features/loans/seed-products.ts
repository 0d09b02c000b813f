// The loan products a sandbox installation starts with, so /loans is not empty until an operator acts: a personal loan
// and a small short-term one, priced like real unsecured consumer credit (nominal rates of 9.9 % and 15.9 % a year, an
// origination fee, an overdue fee in the product's terms). Every figure a borrower sees is worked out from these terms
// by the schedule module and shown with its formula before applying. Seeded only when no loan product exists (a first
// start, under the bootstrap's exclusive lock), never in production (the caller decides), each creation audited with
// no operator (the system); operators edit, switch off or delete them afterwards like any other product.
import type { loanProductBody, z } from '@platform/contracts';
import { auditLog, type Db, loanProducts } from '@platform/db';
import { productViewOf } from './loan-views.ts';

export type SeedLoanProduct = Omit<z.output<typeof loanProductBody>, 'reason' | 'active'>;

const SANDBOX_NOTE =
  'Sandbox product: the loan is paid out and repaid in the sandbox’s own USD; no real money is lent or owed.';

export const SEED_LOAN_PRODUCTS: SeedLoanProduct[] = [
  {
    name: 'Personal loan (sandbox)',
    description: `From 500 to 20,000 USD over 6 to 36 months at a fixed 9.9 % a year, repaid in equal monthly instalments; a 1 % fee is deducted from the payout, and a late instalment costs 0.05 % of it a day. ${SANDBOX_NOTE}`,
    minAmount: '500',
    maxAmount: '20000',
    termMonths: [6, 12, 24, 36],
    apr: '9.9',
    originationFeePercent: '1',
    overdueFeeKind: 'daily_percent',
    overdueFee: '0.05',
  },
  {
    name: 'Short-term cash loan (sandbox)',
    description: `From 100 to 3,000 USD over 1 to 6 months at a fixed 15.9 % a year, with no fee at payout; a late instalment costs 10.00 USD once. ${SANDBOX_NOTE}`,
    minAmount: '100',
    maxAmount: '3000',
    termMonths: [1, 3, 6],
    apr: '15.9',
    originationFeePercent: '0',
    overdueFeeKind: 'flat',
    overdueFee: '10',
  },
];

export const SEED_REASON = 'Sandbox content seeded at the first start';

/** Seeds the default products when the installation has none; returns how many it created. */
export async function seedLoanProducts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: loanProducts.id }).from(loanProducts).limit(1);
    if (existing) return 0;
    const created = await tx
      .insert(loanProducts)
      .values(SEED_LOAN_PRODUCTS.map((p) => ({ ...p, active: true, createdBy: null })))
      .returning();
    await tx.insert(auditLog).values(
      created.map((row) => ({
        actorId: null,
        action: 'loan.product.create',
        targetType: 'loan_product',
        targetId: String(row.id),
        reason: SEED_REASON,
        detail: { after: productViewOf(row), seeded: true },
        ip: null,
      })),
    );
    return created.length;
  });
}
