// Shared moves of the IPO tests: offerings listed through the back office, subscriptions through the user's API,
// and the dates an offering is built from.
import { ipoAdminApi, ipoApi } from '@platform/contracts';
import { urlOf } from './admin-test-kit.ts';
import { type Call, call } from './api.ts';
import { keyed } from './money-test-kit.ts';
import { pdf, uploadParts } from './multipart.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 86_400_000;
let symbols = 0;

/** A fresh symbol no instrument has: five letters from a counter and the process (Z first, so no catalogue stock). */
export function newSymbol(): string {
  let n = symbols++ * 7919 + (process.pid % 1000) * 104_729;
  let text = '';
  for (let i = 0; i < 4; i++) {
    text += String.fromCharCode(65 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `Z${text}`;
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** An offering open now: 10–12 USD, lots of 100, 1,000 shares offered, closing tomorrow at 20:00 UTC. */
export function offeringBody(overrides: Record<string, unknown> = {}) {
  return {
    symbol: newSymbol(),
    company: 'Newco Holdings',
    exchange: 'NASDAQ',
    sector: 'Technology',
    priceLow: '10',
    priceHigh: '12',
    lotSize: 100,
    sharesOffered: 1_000,
    sharesOutstanding: 50_000,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: `${dateIn(1)}T20:00:00Z`,
    listingDate: dateIn(11),
    prospectusDate: dateIn(-3),
    fee: '5',
    reason: 'New listing approved by the committee',
    ...overrides,
  };
}

export async function createOffering(app: TestApp, admin: string, overrides: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', urlOf(ipoAdminApi.create), { token: admin, body: offeringBody(overrides) });
  if (res.status !== 200) throw new Error(`offering refused: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; symbol: string; seedHash: string };
}

export const patchOffering = (app: TestApp, admin: string, id: number, body: Record<string, unknown>) =>
  call(app, 'POST', urlOf(ipoAdminApi.patch, { id }), {
    token: admin,
    body: { reason: 'Final price fixed at the book close', ...body },
  });

export const subscribe = (app: TestApp, token: string, offeringId: number, quantity: number, financing = false) =>
  keyed(app, ipoApi.subscribe.path.replace(':id', String(offeringId)), token, { quantity, financing });

export const changeSubscription = (app: TestApp, token: string, id: number, quantity: number) =>
  keyed(app, ipoApi.change.path.replace(':id', String(id)), token, { quantity });

export const withdrawSubscription = (app: TestApp, token: string, id: number): Promise<Call> =>
  keyed(app, ipoApi.withdraw.path.replace(':id', String(id)), token, {});

export async function offeringDetail(app: TestApp, token: string, id: number) {
  return (await call(app, 'GET', urlOf(ipoApi.offering, { id }), { token })).body.data;
}

export async function allotmentOf(app: TestApp, token: string, id: number) {
  return (await call(app, 'GET', urlOf(ipoApi.allotment, { id }), { token })).body.data;
}

export const sandbox = (app: TestApp, admin: string, control: 'closeNow' | 'listNow', id: number) =>
  call(app, 'POST', urlOf(ipoAdminApi[control], { id }), { token: admin, body: { reason: 'Sandbox walkthrough' } });

/** A public PDF uploaded by an operator: the path a prospectus points at. */
export async function uploadPublicPdf(app: TestApp, operator: string, visibility: 'public' | 'private' = 'public') {
  const res = await uploadParts(app, operator, [
    { name: 'visibility', value: visibility },
    { name: 'file', filename: 'prospectus.pdf', content: pdf(), type: 'application/pdf' },
  ]);
  return res.json().msg as string;
}
