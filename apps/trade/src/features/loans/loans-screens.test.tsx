// The loan screens as they render (server-side, no DOM), in English and Chinese: a product's disclosed terms, the
// server's quote (every instalment's principal, interest and date, the total interest, fees, total cost, APR and the
// overdue fee) with the KYC gate, the terms in the confirm dialog, the user's loans in each state, and a loan's page
// with its schedule, the repay actions and the early-repayment quote.
import type { LoanExposureView, RealInfoView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { expectShown } from '../../testing/expect-shown.ts';
import { renderMarkup, shownAs } from '../../testing/static-markup.tsx';
import { exposureQuery, productsQuery } from './api.ts';
import { ApplicationTerms } from './confirm-application.tsx';
import { ExposureNote } from './exposure-note.tsx';
import { LoanItem } from './loan-item.tsx';
import { LoanView } from './loan-page.tsx';
import {
  aheadPayment,
  closed,
  earlyQuote,
  overdue,
  overdueDetail,
  pending,
  product,
  quote,
  rejected,
} from './loans-fixture.ts';
import { LoansPage } from './loans-page.tsx';
import { ProductCard } from './product-card.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { EarlyQuoteBody, NextPaymentBody } from './repay-dialogs.tsx';
import { ScheduleTable } from './schedule-table.tsx';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

function withIdentity(status: RealInfoView['status']) {
  const client = new QueryClient();
  client.setQueryData(realInfoQuery().queryKey, { status, submission: null });
  client.setQueryData(productsQuery().queryKey, [product]);
  return client;
}

afterAll(() => i18n.changeLanguage('en'));

describe('a loan product', () => {
  it('discloses its amount range, terms, APR, origination fee, overdue fee and collateral', async () => {
    const html = await renderMarkup('en', <ProductCard product={product} chosen onChoose={() => {}} />);
    expect(markupWords(html)).toContain('Everyday loan');
    expectShown(html, 'loan-', {
      range: '100 – 20,000 USD',
      terms: '3 months, 6 months, 12 months',
      apr: '12%',
      fee: '1% of the amount, taken when the loan is paid out',
      overdueFee: '0.05% of the overdue instalment for each day it stays unpaid',
      collateral: 'None: an unsecured loan',
    });
    expect(html).toContain('aria-pressed="true"');
  });

  it('says a flat overdue fee and no origination fee, in Chinese', async () => {
    const flat = { ...product, originationFeePercent: '0.00', overdueFeeKind: 'flat' as const, overdueFee: '25.00' };
    const html = await renderMarkup('zh', <ProductCard product={flat} chosen={false} onChoose={() => {}} />);
    expect(shownAs(html, 'loan-fee')).toBe('无');
    expect(shownAs(html, 'loan-overdueFee')).toBe('每期逾期一次性收取 25.00 USD');
    expect(shownAs(html, 'loan-terms')).toBe('3 个月, 6 个月, 12 个月');
    expect(shownAs(html, 'loan-collateral')).toBe('无：信用贷款');
  });
});

describe('the products page', () => {
  it('shows the products and the calculator; without a verified identity, the way to KYC', async () => {
    const html = await renderMarkup('en', <LoansPage />, withIdentity('none'));
    const words = markupWords(html);
    expect(words).toContain('Your loan · Everyday loan');
    expect(words).toContain('From 100 to 20,000 USD');
    expect(html).toMatch(/value="3 months"/);
    expect(shownAs(html, 'loans-kyc-gate', '</a>')).toBe(
      'Applying for a loan needs a verified identity. Verify your identity',
    );
    expect(html).toContain('href="/kyc"');
    expect(html).toContain('href="/loans/mine"');
  });

  it('with a verified identity, no gate', async () => {
    const html = await renderMarkup('en', <LoansPage />, withIdentity('approved'));
    expect(html).not.toContain('data-testid="loans-kyc-gate"');
  });
});

const exposure: LoanExposureView = {
  currency: 'USD',
  limit: '50000.00',
  outstanding: '12000.00',
  pending: '3000.00',
  headroom: '35000.00',
  pendingProductIds: [],
};

describe('the exposure limit before applying', () => {
  it('on the products page: the limit on all loans together and how much more may be asked for', async () => {
    const client = withIdentity('approved');
    client.setQueryData(exposureQuery().queryKey, exposure);
    const html = await renderMarkup('en', <LoansPage />, client);
    expect(shownAs(html, 'loan-exposure', '</p>')).toBe(
      'Your loans together may come to at most 50,000.00 USD: what you still owe plus your applications waiting for review. You may apply for up to 35,000.00 USD more.',
    );
  });

  it('at the limit, or with this product already applied for, in English and Chinese', async () => {
    const full = { ...exposure, headroom: '0.00' };
    expect(
      shownAs(await renderMarkup('en', <ExposureNote exposure={full} productId={4} />), 'loan-exposure', '</p>'),
    ).toBe(
      'Your loans together may come to at most 50,000.00 USD, and you have reached it: repay a loan or wait for a review before applying again.',
    );
    expect(
      shownAs(await renderMarkup('zh', <ExposureNote exposure={exposure} productId={4} />), 'loan-exposure', '</p>'),
    ).toBe('您的贷款合计最多 50,000.00 USD（尚欠本金加待审核申请）。您还可申请最多 35,000.00 USD。');
    const waiting = { ...exposure, pendingProductIds: [4] };
    expect(markupWords(await renderMarkup('en', <ExposureNote exposure={waiting} productId={4} />))).toContain(
      'You already have an application for this product waiting for review: one at a time per product.',
    );
    expect(markupWords(await renderMarkup('zh', <ExposureNote exposure={waiting} productId={4} />))).toContain(
      '您已有该产品的申请正在审核中',
    );
  });
});

describe("the server's quote before applying", () => {
  it('shows every instalment (principal, interest, date) with the totals, the costs, the APR and the overdue fee', async () => {
    const totals = { principal: quote.amount, interest: quote.totalInterest, amount: quote.totalRepayable };
    const html = await renderMarkup(
      'en',
      <>
        <QuoteSummary quote={quote} />
        <ScheduleTable lines={quote.instalments} totals={totals} />
      </>,
    );
    expectShown(html, 'loan-', {
      principal: '1,000.00 USD',
      netDisbursed: '990.00 USD',
      instalmentAmount: '340.02 USD',
      apr: '12% a year (1% a month)',
      aprWithFees: '18.13%',
      totalInterest: '20.07 USD',
      originationFee: '10.00 USD',
      totalCost: '30.07 USD',
      totalRepayable: '1,020.07 USD',
    });
    expect(markupWords(html)).toContain('APR including fees');
    expect(shownAs(html, 'loan-overdue-terms', '</p>')).toBe(
      '0.05% of the overdue instalment for each day it stays unpaid',
    );
    expect(shownAs(html, 'loan-overdue-example', '</p>')).toBe('One day late on the first instalment: 0.17 USD');
    expect(shownAs(html, 'loan-instalment-1', '</tr>')).toBe('No. 1 27 Dec 2026 330.02 10.00 340.02');
    expect(shownAs(html, 'loan-instalment-3', '</tr>')).toBe('No. 3 27 Feb 2027 336.66 3.37 340.03');
    expect(shownAs(html, 'loan-schedule-totals', '</tr>')).toBe('Total 1,000.00 20.07 1,020.07');
  });

  it('says it in Chinese', async () => {
    const html = await renderMarkup('zh', <QuoteSummary quote={quote} />);
    const words = markupWords(html);
    expect(words).toContain('总成本（利息 + 费用）');
    expect(shownAs(html, 'loan-apr')).toBe('年利率 12%（月利率 1%）');
    expect(words).toContain('含费用的年化利率（APR）');
    expect(shownAs(html, 'loan-aprWithFees')).toBe('18.13%');
    expect(shownAs(html, 'loan-overdue-example', '</p>')).toBe('首期逾期一天：0.17 USD');
  });

  it('repeats the terms in the confirm dialog', async () => {
    const html = await renderMarkup('en', <ApplicationTerms quote={quote} />);
    expect(shownAs(html, 'loan-confirm-amount')).toBe('1,000.00 USD');
    expect(shownAs(html, 'loan-confirm-apr')).toBe('12% a year (1% a month)');
    expect(shownAs(html, 'loan-confirm-aprWithFees')).toBe('18.13%');
    expect(shownAs(html, 'loan-confirm-totalCost')).toBe('30.07 USD');
    expect(shownAs(html, 'loan-confirm-dates')).toBe('27 Dec 2026 to 27 Feb 2027');
    expect(markupWords(html)).toContain('Nothing is paid out until an operator approves it');
  });
});

describe("the user's loans", () => {
  it('an application under review, a rejected one with its reason, an overdue loan, a closed one', async () => {
    const review = await renderMarkup('en', <LoanItem loan={pending} />);
    expect(shownAs(review, 'loan-status', '</span>')).toBe('Under review');
    expect(review).toContain('href="/loans/mine/31"');
    const no = await renderMarkup('en', <LoanItem loan={rejected} />);
    expect(shownAs(no, 'loan-status', '</span>')).toBe('Rejected');
    expect(shownAs(no, 'loan-reject-reason', '</p>')).toBe('Rejected: Income could not be confirmed');
    const late = await renderMarkup('en', <LoanItem loan={overdue} />);
    expect(shownAs(late, 'loan-status', '</span>')).toBe('Overdue');
    expect(shownAs(late, 'loan-outstanding')).toBe('669.98 USD');
    expect(shownAs(late, 'loan-nextDue')).toBe('340.53 USD on 27 Jan 2027');
    const done = await renderMarkup('zh', <LoanItem loan={closed} />);
    expect(shownAs(done, 'loan-status', '</span>')).toBe('已结清');
  });
});

describe("a loan's page", () => {
  it('shows the schedule with paid, overdue (fee included) and upcoming instalments, and the repay actions', async () => {
    const html = await renderMarkup('en', <LoanView detail={overdueDetail} />);
    expect(shownAs(html, 'loan-status', '</span>')).toBe('Overdue');
    expect(html).toMatch(/data-testid="loan-instalment-1"[^>]*data-state="paid"/);
    expect(html).toMatch(/data-testid="loan-instalment-2"[^>]*data-state="overdue"/);
    expect(shownAs(html, 'loan-instalment-2', '</tr>')).toBe(
      'No. 2 27 Jan 2027 Overdue 333.32 6.70 340.53 incl. overdue fee 0.51 USD',
    );
    expect(shownAs(html, 'loan-instalment-3', '</tr>')).toBe('No. 3 27 Feb 2027 Upcoming 336.66 3.37 340.03');
    expect(shownAs(html, 'loan-outstanding')).toBe('669.98 USD');
    expect(shownAs(html, 'loan-apr')).toBe('12%');
    expect(shownAs(html, 'loan-aprWithFees')).toBe('18.13%');
    const words = markupWords(html);
    expect(words).toContain('Repay instalment 2');
    expect(words).toContain('Repay early');
    expect(words).toContain('An instalment is overdue');
  });

  it('shows the early-repayment quote: principal, interest for the days elapsed, what is saved', async () => {
    const html = await renderMarkup('en', <EarlyQuoteBody quote={earlyQuote} />);
    expect(shownAs(html, 'loan-early-overdue')).toBe('340.53 USD');
    expect(shownAs(html, 'loan-early-principal')).toBe('336.66 USD');
    expect(markupWords(html)).toContain('Interest for 3 days this period');
    expect(shownAs(html, 'loan-early-rule', '</p>')).toMatch(
      /^The period’s interest of 3\.37 accrues day by day: 3\.37 × 3 ÷ 31 days = 0\.33 USD\./,
    );
    expect(shownAs(html, 'loan-early-total')).toBe('677.52 USD');
    expect(shownAs(html, 'loan-early-saved')).toBe('3.04 USD');
    expect(html).not.toContain('data-testid="loan-short"');
    const short = await renderMarkup('zh', <EarlyQuoteBody quote={{ ...earlyQuote, available: '100.00' }} />);
    expect(markupWords(short)).toContain('您的资金账户余额不足');
  });

  it('states what repaying an instalment before its date consists of, and the rule its interest follows', async () => {
    const html = await renderMarkup('en', <NextPaymentBody payment={aheadPayment} available="5000.00" />);
    expect(shownAs(html, 'loan-repay-next-body', '</p>')).toBe('336.72 USD is taken from your funding account now.');
    expect(shownAs(html, 'loan-next-principal')).toBe('330.02 USD');
    expect(shownAs(html, 'loan-next-interest')).toBe('6.70 USD');
    expect(shownAs(html, 'loan-next-total')).toBe('336.72 USD');
    expect(markupWords(html)).toContain('Interest, paid before the due date');
    expect(shownAs(html, 'loan-next-rule', '</p>')).toBe(
      'Paid before its due date of 27 Dec 2026: the period’s scheduled interest is 10.00, and the 330.02 of principal you repay now earns no interest for the 30 days left of 30. You pay 10.00 × (1 − 330.02 ÷ 1,000.00 × 30 ÷ 30) = 6.70 USD, saving 3.30 USD. Interest accrues day by day on the principal you owe; repaying the whole loan early follows the same rule and charges only the days elapsed.',
    );
    // On or past its date: the scheduled instalment with its overdue fee, in Chinese.
    const due = await renderMarkup('zh', <NextPaymentBody payment={overdueDetail.nextPayment!} available="100.00" />);
    expect(shownAs(due, 'loan-next-fee')).toBe('0.51 USD');
    expect(shownAs(due, 'loan-next-total')).toBe('340.53 USD');
    expect(markupWords(due)).toContain('按计划偿还本金及本期利息 6.70');
    expect(markupWords(due)).toContain('您的资金账户余额不足');
  });

  it('a rejected application shows the reason and no actions, in Chinese', async () => {
    const html = await renderMarkup(
      'zh',
      <LoanView detail={{ ...overdueDetail, loan: rejected, earlyRepayment: null }} />,
    );
    expect(shownAs(html, 'loan-reject-reason', '</p>')).toBe('已拒绝：Income could not be confirmed');
    expect(markupWords(html)).not.toContain('提前还款');
    expect(html).not.toContain('data-testid="loan-instalment-state"');
  });
});
