// The catalogue a new installation starts with: one robot per strategy, each on an instrument that trades around the
// clock in the sandbox, with sane defaults, a price for good and rental options. Seeded once by name; operators' later
// changes are kept.
import type { RobotParams, RobotRentOption, RobotStrategy, SettlementCurrency } from '@platform/contracts';
import { type Db, robotProducts } from '@platform/db';

interface SeedProduct {
  strategy: RobotStrategy;
  name: string;
  description: string;
  symbol: string;
  currency: SettlementCurrency;
  defaultParams: RobotParams;
  buyPrice: string;
  rentOptions: RobotRentOption[];
  minAllocation: string;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    strategy: 'grid',
    name: 'Silver grid',
    description:
      'Buys silver in steps as it falls and sells each step one line higher: made for a market moving sideways.',
    symbol: 'XAGUSD',
    currency: 'USD',
    // Recentred on the live price when shown (the width, ±3 %, is the default).
    defaultParams: { strategy: 'grid', lowerPrice: '27.16', upperPrice: '28.84', levels: 10, quantityPerLevel: 10 },
    buyPrice: '199.00',
    rentOptions: [
      { days: 7, fee: '9.90' },
      { days: 30, fee: '29.00' },
    ],
    minAllocation: '100.00',
  },
  {
    strategy: 'dca',
    name: 'Apple DCA',
    description: 'Buys one Apple share every hour and takes its profit when the average gains 2 %.',
    symbol: 'AAPL',
    currency: 'USD',
    defaultParams: { strategy: 'dca', intervalMinutes: 60, quantityPerBuy: 1, maxBuys: 10, takeProfitPercent: '2' },
    buyPrice: '99.00',
    rentOptions: [
      { days: 7, fee: '4.90' },
      { days: 30, fee: '14.90' },
    ],
    minAllocation: '100.00',
  },
  {
    strategy: 'trend',
    name: 'Gold trend',
    description: 'Holds one ounce of gold while its 5-minute average is above its 20-minute one.',
    symbol: 'XAUUSD',
    currency: 'USD',
    defaultParams: { strategy: 'trend', fastMinutes: 5, slowMinutes: 20, quantity: 1 },
    buyPrice: '149.00',
    rentOptions: [
      { days: 7, fee: '6.90' },
      { days: 30, fee: '19.90' },
    ],
    minAllocation: '500.00',
  },
  {
    strategy: 'mean_reversion',
    name: 'Euro mean reversion',
    description:
      'Buys 1,000 euros when EUR/USD falls two standard deviations below its hourly mean, sells at the mean.',
    symbol: 'EURUSD',
    currency: 'USD',
    defaultParams: { strategy: 'mean_reversion', lookbackMinutes: 60, entryDeviations: 2, quantity: 1000 },
    buyPrice: '129.00',
    rentOptions: [
      { days: 7, fee: '5.90' },
      { days: 30, fee: '17.90' },
    ],
    minAllocation: '100.00',
  },
];

export async function seedRobotProducts(db: Db) {
  await db.insert(robotProducts).values(SEED_PRODUCTS).onConflictDoNothing({ target: robotProducts.name });
}
