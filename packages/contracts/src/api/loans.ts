// Loans (issue 18 §3): products and their quotes, applications, the user's loans and their repayment; the back
// office's products and review queue, and a sandbox control that moves a loan's dates.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminLoanDetail,
  adminLoanProductsQuery,
  adminLoanProductView,
  adminLoansQuery,
  adminLoanView,
  loanAdminOptionsView,
  loanApplyBody,
  loanApproveBody,
  loanDetail,
  loanEarlyRepaymentQuote,
  loanExposureView,
  loanParams,
  loanProductActiveBody,
  loanProductBody,
  loanProductDeleteBody,
  loanProductView,
  loanQuoteQuery,
  loanQuoteView,
  loanRejectBody,
  loanRepayEarlyBody,
  loanSandboxAdvanceBody,
  loanSettingsBody,
  loanSettingsView,
  loansQuery,
  loanView,
} from '../loans.ts';
import { z } from '../zod.ts';

const user = { tag: 'loans', caller: 'user' } as const;
const admin = { tag: 'loans', caller: { roles: ['admin'] } } as const;
const reviewer = { tag: 'loans', caller: { roles: ['admin', 'reviewer'] } } as const;
const money = perAccount(120, { bucket: 'loans' });
const decisions = perAccount(120, { bucket: 'admin-loans' });

export const loansApi = {
  /** Products offered now. */
  products: endpoint({ ...user, method: 'GET', path: '/loans/products', response: z.array(loanProductView) }),
  /** The full schedule, total interest, fees, total cost, APR and overdue fee for an amount and term. */
  quote: endpoint({
    ...user,
    method: 'GET',
    path: '/loans/products/:id/quote',
    params: loanParams,
    query: loanQuoteQuery,
    response: loanQuoteView,
  }),
  /** The caller's exposure limit, what they owe and have applied for, and how much more they may apply for. */
  exposure: endpoint({ ...user, method: 'GET', path: '/loans/exposure', response: loanExposureView }),
  /**
   * Applies (KYC required); the application waits for review. Refused while another application for the product
   * waits (loanPendingForProduct) and above the exposure limit's headroom (loanOverExposure).
   */
  apply: endpoint({
    ...user,
    method: 'POST',
    path: '/loans/applications',
    body: loanApplyBody,
    response: loanDetail,
    idempotent: true,
    rateLimit: money,
    announces: 'queue.loans',
  }),
  /** The caller's applications and loans, newest first. */
  mine: endpoint({ ...user, method: 'GET', path: '/loans/mine', query: loansQuery, response: pageOf(loanView) }),
  loan: endpoint({ ...user, method: 'GET', path: '/loans/mine/:id', params: loanParams, response: loanDetail }),
  /** Pays the earliest unpaid instalment (its overdue fee included) from the funding account. */
  repayNext: endpoint({
    ...user,
    method: 'POST',
    path: '/loans/mine/:id/repay-next',
    params: loanParams,
    response: loanDetail,
    idempotent: true,
    rateLimit: money,
  }),
  /** What repaying everything today takes. */
  earlyRepaymentQuote: endpoint({
    ...user,
    method: 'GET',
    path: '/loans/mine/:id/early-repayment',
    params: loanParams,
    response: loanEarlyRepaymentQuote,
  }),
  /** Repays everything at the quoted total and closes the loan. */
  repayEarly: endpoint({
    ...user,
    method: 'POST',
    path: '/loans/mine/:id/repay-early',
    params: loanParams,
    body: loanRepayEarlyBody,
    response: loanDetail,
    idempotent: true,
    rateLimit: money,
  }),
} as const;

export const loansAdminApi = {
  /** Whether the server runs as a sandbox (so the sandbox control exists). */
  options: endpoint({ ...reviewer, method: 'GET', path: '/admin/loans/options', response: loanAdminOptionsView }),
  /** The exposure limit per user (the default until an operator sets one). */
  settings: endpoint({ ...admin, method: 'GET', path: '/admin/loans/settings', response: loanSettingsView }),
  /** Applies to later applications and approvals; loans already paid out stay. Audited with the reason. */
  updateSettings: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/loans/settings',
    body: loanSettingsBody,
    response: loanSettingsView,
  }),
  products: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/loans/products',
    query: adminLoanProductsQuery,
    response: z.array(adminLoanProductView),
  }),
  createProduct: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/loans/products',
    body: loanProductBody,
    response: adminLoanProductView,
  }),
  /** Changes apply to later applications; loans already made keep their terms. */
  updateProduct: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/loans/products/:id',
    params: loanParams,
    body: loanProductBody,
    response: adminLoanProductView,
  }),
  setProductActive: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/loans/products/:id/active',
    params: loanParams,
    body: loanProductActiveBody,
    response: adminLoanProductView,
  }),
  /** Only a product no one has applied for (refused with loanProductInUse otherwise). */
  deleteProduct: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/loans/products/:id/delete',
    params: loanParams,
    body: loanProductDeleteBody,
    response: z.object({ id: z.number().int() }),
  }),
  applications: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/loans/applications',
    query: adminLoansQuery,
    response: pageOf(adminLoanView),
  }),
  application: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/loans/applications/:id',
    params: loanParams,
    response: adminLoanDetail,
  }),
  /** Approves and pays the loan out to the applicant's funding account (the origination fee charged). */
  approve: endpoint({
    ...reviewer,
    method: 'POST',
    path: '/admin/loans/applications/:id/approve',
    params: loanParams,
    body: loanApproveBody,
    response: adminLoanDetail,
    idempotent: true,
    rateLimit: decisions,
    announces: 'queue.loans',
  }),
  reject: endpoint({
    ...reviewer,
    method: 'POST',
    path: '/admin/loans/applications/:id/reject',
    params: loanParams,
    body: loanRejectBody,
    response: adminLoanDetail,
    idempotent: true,
    rateLimit: decisions,
    announces: 'queue.loans',
  }),
  /** Sandbox only: the loan's dates come `days` closer, then what fell due is collected (or goes overdue). */
  sandboxAdvance: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/loans/applications/:id/sandbox/advance',
    params: loanParams,
    body: loanSandboxAdvanceBody,
    response: adminLoanDetail,
  }),
} as const;
