// The US stock list: real tickers with realistic share counts and price levels; their prices are simulated.
import type { Stock } from '@platform/contracts';

type Row = [symbol: string, name: string, sector: Stock['sector'], sharesOutstanding: number, basePrice: number];

const NASDAQ: Row[] = [
  ['AAPL', 'Apple Inc.', 'Technology', 15_204_000_000, 190],
  ['MSFT', 'Microsoft Corporation', 'Technology', 7_433_000_000, 420],
  ['NVDA', 'NVIDIA Corporation', 'Technology', 24_490_000_000, 120],
  ['AMZN', 'Amazon.com, Inc.', 'Consumer Discretionary', 10_500_000_000, 185],
  ['GOOGL', 'Alphabet Inc.', 'Communication Services', 12_300_000_000, 170],
  ['META', 'Meta Platforms, Inc.', 'Communication Services', 2_530_000_000, 500],
  ['TSLA', 'Tesla, Inc.', 'Consumer Discretionary', 3_190_000_000, 220],
  ['AVGO', 'Broadcom Inc.', 'Technology', 4_660_000_000, 160],
  ['COST', 'Costco Wholesale Corporation', 'Consumer Staples', 443_000_000, 850],
  ['NFLX', 'Netflix, Inc.', 'Communication Services', 430_000_000, 650],
  ['AMD', 'Advanced Micro Devices, Inc.', 'Technology', 1_620_000_000, 160],
  ['INTC', 'Intel Corporation', 'Technology', 4_300_000_000, 30],
  ['CSCO', 'Cisco Systems, Inc.', 'Technology', 4_000_000_000, 50],
  ['PEP', 'PepsiCo, Inc.', 'Consumer Staples', 1_372_000_000, 170],
  ['ADBE', 'Adobe Inc.', 'Technology', 445_000_000, 520],
  ['QCOM', 'QUALCOMM Incorporated', 'Technology', 1_115_000_000, 170],
  ['TXN', 'Texas Instruments Incorporated', 'Technology', 910_000_000, 190],
  ['AMGN', 'Amgen Inc.', 'Health Care', 537_000_000, 300],
  ['SBUX', 'Starbucks Corporation', 'Consumer Discretionary', 1_133_000_000, 90],
  ['PYPL', 'PayPal Holdings, Inc.', 'Financials', 1_020_000_000, 70],
  ['INTU', 'Intuit Inc.', 'Technology', 280_000_000, 630],
  ['MU', 'Micron Technology, Inc.', 'Technology', 1_110_000_000, 100],
  ['BKNG', 'Booking Holdings Inc.', 'Consumer Discretionary', 33_000_000, 3_900],
  ['ISRG', 'Intuitive Surgical, Inc.', 'Health Care', 356_000_000, 400],
  ['GILD', 'Gilead Sciences, Inc.', 'Health Care', 1_246_000_000, 70],
  ['REGN', 'Regeneron Pharmaceuticals, Inc.', 'Health Care', 110_000_000, 950],
  ['MDLZ', 'Mondelez International, Inc.', 'Consumer Staples', 1_341_000_000, 70],
  ['MRNA', 'Moderna, Inc.', 'Health Care', 383_000_000, 100],
];

const NYSE: Row[] = [
  ['JPM', 'JPMorgan Chase & Co.', 'Financials', 2_870_000_000, 200],
  ['V', 'Visa Inc.', 'Financials', 1_990_000_000, 275],
  ['JNJ', 'Johnson & Johnson', 'Health Care', 2_407_000_000, 155],
  ['WMT', 'Walmart Inc.', 'Consumer Staples', 8_050_000_000, 68],
  ['PG', 'The Procter & Gamble Company', 'Consumer Staples', 2_360_000_000, 165],
  ['XOM', 'Exxon Mobil Corporation', 'Energy', 4_450_000_000, 115],
  ['CVX', 'Chevron Corporation', 'Energy', 1_830_000_000, 155],
  ['KO', 'The Coca-Cola Company', 'Consumer Staples', 4_310_000_000, 63],
  ['DIS', 'The Walt Disney Company', 'Communication Services', 1_820_000_000, 100],
  ['BA', 'The Boeing Company', 'Industrials', 615_000_000, 180],
  ['MRK', 'Merck & Co., Inc.', 'Health Care', 2_530_000_000, 125],
  ['PFE', 'Pfizer Inc.', 'Health Care', 5_670_000_000, 28],
  ['HD', 'The Home Depot, Inc.', 'Consumer Discretionary', 993_000_000, 350],
  ['UNH', 'UnitedHealth Group Incorporated', 'Health Care', 920_000_000, 520],
  ['BAC', 'Bank of America Corporation', 'Financials', 7_820_000_000, 38],
  ['WFC', 'Wells Fargo & Company', 'Financials', 3_490_000_000, 58],
  ['GS', 'The Goldman Sachs Group, Inc.', 'Financials', 320_000_000, 470],
  ['IBM', 'International Business Machines Corporation', 'Technology', 920_000_000, 185],
  ['CAT', 'Caterpillar Inc.', 'Industrials', 488_000_000, 340],
  ['NKE', 'NIKE, Inc.', 'Consumer Discretionary', 1_500_000_000, 90],
  ['MCD', "McDonald's Corporation", 'Consumer Discretionary', 721_000_000, 270],
  ['T', 'AT&T Inc.', 'Communication Services', 7_170_000_000, 18],
  ['VZ', 'Verizon Communications Inc.', 'Communication Services', 4_210_000_000, 40],
  ['GE', 'GE Aerospace', 'Industrials', 1_090_000_000, 165],
  ['ORCL', 'Oracle Corporation', 'Technology', 2_760_000_000, 125],
  ['C', 'Citigroup Inc.', 'Financials', 1_910_000_000, 62],
  ['NEE', 'NextEra Energy, Inc.', 'Utilities', 2_050_000_000, 70],
  ['DUK', 'Duke Energy Corporation', 'Utilities', 771_000_000, 100],
  ['FCX', 'Freeport-McMoRan Inc.', 'Materials', 1_437_000_000, 48],
];

// NYSE American (the former AMEX) lists mostly smaller resource companies.
const AMEX: Row[] = [
  ['IMO', 'Imperial Oil Limited', 'Energy', 535_000_000, 70],
  ['CQP', 'Cheniere Energy Partners, L.P.', 'Energy', 484_000_000, 50],
  ['BTG', 'B2Gold Corp.', 'Materials', 1_310_000_000, 3],
  ['NGD', 'New Gold Inc.', 'Materials', 790_000_000, 2],
  ['EQX', 'Equinox Gold Corp.', 'Materials', 430_000_000, 5],
  ['UEC', 'Uranium Energy Corp.', 'Energy', 410_000_000, 6],
  ['UUUU', 'Energy Fuels Inc.', 'Energy', 164_000_000, 6],
  ['URG', 'Ur-Energy Inc.', 'Energy', 355_000_000, 1.5],
  ['TGB', 'Taseko Mines Limited', 'Materials', 290_000_000, 2.5],
  ['NG', 'NovaGold Resources Inc.', 'Materials', 334_000_000, 4],
  ['REI', 'Ring Energy, Inc.', 'Energy', 198_000_000, 2],
  ['EPM', 'Evolution Petroleum Corporation', 'Energy', 33_000_000, 6],
];

/** What every US stock trades on, built-in or listed later: whole shares in USD, cent ticks, the US equities session. */
export const US_STOCK_TERMS = {
  class: 'stock',
  currency: 'USD',
  tickSize: '0.01',
  lotSize: 1,
  multiplier: 1,
  sessionId: 'us-equities',
  tradable: true,
} as const;

export interface StockRow {
  symbol: string;
  name: string;
  exchange: Stock['exchange'];
  sector: Stock['sector'];
  sharesOutstanding: number;
  basePrice: number;
}

export const STOCK_ROWS: StockRow[] = (
  [
    ['NASDAQ', NASDAQ],
    ['NYSE', NYSE],
    ['AMEX', AMEX],
  ] as const
).flatMap(([exchange, rows]) =>
  rows.map(([symbol, name, sector, sharesOutstanding, basePrice]) => ({
    symbol,
    name,
    exchange,
    sector,
    sharesOutstanding,
    basePrice,
  })),
);
