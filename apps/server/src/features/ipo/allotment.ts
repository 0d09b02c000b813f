// The published, reproducible allotment (issue 17 §1). L lots offered, r_i lots requested, R = Σ r_i. When R ≤ L each
// subscription gets what it asked. Otherwise each gets floor(r_i × L / R) lots (exact integers), and the M = L − Σ
// floors remaining lots go one each to the subscriptions whose share had a fractional part, in ascending order of
// draw_i = HMAC-SHA256(key = the seed's hex text, message = the reference) in hex. Anyone holding the published seed
// and lines can recompute every figure.
import { createHash, createHmac } from 'node:crypto';
import type { IpoAllotmentLineRow } from '@platform/db';

export const referenceOf = (offeringId: number, subscriptionId: number) => `IPO${offeringId}-${subscriptionId}`;

export const drawOf = (seed: string, reference: string) => createHmac('sha256', seed).update(reference).digest('hex');

/** The commitment published when the offering opens: SHA-256 of the seed's hex text. */
export const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

export interface AllotmentRequest {
  reference: string;
  lots: number;
}

/** One line per request, in the order given. Σ allottedLots ≤ lotsOffered. */
export function allotLots(input: {
  seed: string;
  lotsOffered: number;
  requests: readonly AllotmentRequest[];
}): IpoAllotmentLineRow[] {
  const offered = BigInt(input.lotsOffered);
  const requested = input.requests.reduce((sum, r) => sum + BigInt(r.lots), 0n);
  if (requested <= offered) {
    return input.requests.map((r) => ({
      reference: r.reference,
      requestedLots: r.lots,
      proRataLots: r.lots,
      draw: null,
      lotteryLots: 0,
      allottedLots: r.lots,
    }));
  }
  const lines = input.requests.map((r) => {
    const share = BigInt(r.lots) * offered;
    const proRataLots = Number(share / requested);
    const fractional = share % requested !== 0n;
    return {
      reference: r.reference,
      requestedLots: r.lots,
      proRataLots,
      draw: fractional ? drawOf(input.seed, r.reference) : null,
      lotteryLots: 0,
      allottedLots: proRataLots,
    };
  });
  const remaining = input.lotsOffered - lines.reduce((sum, line) => sum + line.proRataLots, 0);
  const byDraw = lines
    .filter((line) => line.draw !== null)
    .sort((a, b) => (a.draw! < b.draw! ? -1 : a.draw! > b.draw! ? 1 : 0));
  for (const line of byDraw.slice(0, remaining)) {
    line.lotteryLots = 1;
    line.allottedLots += 1;
  }
  return lines;
}
