// The offering the IPO screens' tests render: Nova Robotics on NASDAQ, open for subscription at 12.50 a share in lots
// of 100, with financing at 6.5% up to 10x.
import type { IpoOfferingView } from '@platform/contracts';

export const SEED_HASH = 'a3'.repeat(32);

export const offering: IpoOfferingView = {
  id: 7,
  symbol: 'NOVA',
  company: 'Nova Robotics',
  exchange: 'NASDAQ',
  sector: 'Technology',
  currency: 'USD',
  phase: 'purchasable',
  priceLow: '10.00',
  priceHigh: '12.50',
  finalPrice: null,
  subscriptionPrice: '12.50',
  lotSize: 100,
  sharesOffered: 10_000_000,
  sharesOutstanding: 50_000_000,
  amountRaised: '125000000.00',
  fee: '5.00',
  opensAt: '2026-12-01T00:00:00Z',
  closesAt: '2026-12-10T12:00:00Z',
  listingDate: '2026-12-15',
  prospectusDate: '2026-11-28',
  prospectusFile: '/file/nova-prospectus.pdf',
  financingRate: '6.5',
  financingLeverage: 10,
  seedHash: SEED_HASH,
  lotsRequested: null,
};
