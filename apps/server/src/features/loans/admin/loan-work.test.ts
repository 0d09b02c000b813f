// The reviewers' loan part of the work queue: each application waiting opens its own page in the back office.
import { describe, expect, it } from 'vitest';
import { applied, borrower, createProduct } from '../../../testing/loans-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { loanWork } from './loan-work.ts';

const t = useTestApp();

describe('the loan work queue', { timeout: 120_000 }, () => {
  it('links each waiting application to its page, with the product and amount', async () => {
    const user = await borrower(t.app, t.admin);
    const product = await createProduct(t.app, t.admin, { name: 'Work queue loan' });
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1200', termMonths: 12 });
    const section = await loanWork.find(t.app.db, { id: 1, roles: ['reviewer'] }, 100, new Date());
    expect(section.items.find((item) => item.id === id)).toMatchObject({
      link: `/loans/applications/${id}`,
      detail: 'Work queue loan · 1200',
    });
  });
});
