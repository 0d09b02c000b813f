// The indices, currency pairs and spot metals listed, with the price level each is simulated around.
import type { Instrument, MarketCurrency } from '@platform/contracts';

export type IndexRow = [
  symbol: string,
  name: string,
  exchange: Instrument['exchange'],
  currency: MarketCurrency,
  sessionId: Instrument['sessionId'],
  region: 'US' | 'Europe' | 'Asia-Pacific',
  basePrice: number,
];
export const INDICES: IndexRow[] = [
  ['SPX', 'S&P 500', 'NYSE', 'USD', 'us-equities', 'US', 5_200],
  ['DJI', 'Dow Jones Industrial Average', 'NYSE', 'USD', 'us-equities', 'US', 39_000],
  ['IXIC', 'NASDAQ Composite', 'NASDAQ', 'USD', 'us-equities', 'US', 16_500],
  ['UKX', 'FTSE 100', 'LSE', 'GBP', 'london', 'Europe', 8_000],
  ['DAX', 'DAX 40', 'XETRA', 'EUR', 'xetra', 'Europe', 18_000],
  ['PX1', 'CAC 40', 'EURONEXT', 'EUR', 'euronext-paris', 'Europe', 8_000],
  ['N225', 'Nikkei 225', 'JPX', 'JPY', 'tokyo', 'Asia-Pacific', 38_000],
  ['HSI', 'Hang Seng Index', 'HKEX', 'HKD', 'hong-kong', 'Asia-Pacific', 17_000],
  ['SSEC', 'SSE Composite Index', 'SSE', 'CNY', 'shanghai', 'Asia-Pacific', 3_000],
  ['KS11', 'KOSPI', 'KRX', 'KRW', 'seoul', 'Asia-Pacific', 2_600],
  ['XJO', 'S&P/ASX 200', 'ASX', 'AUD', 'sydney', 'Asia-Pacific', 7_700],
];

export type ForexRow = [
  base: MarketCurrency,
  quote: MarketCurrency,
  tickSize: string,
  basePrice: number,
  annualVol: number,
];
export const FOREX: ForexRow[] = [
  ['EUR', 'USD', '0.00001', 1.08, 0.07],
  ['GBP', 'USD', '0.00001', 1.27, 0.08],
  ['USD', 'JPY', '0.001', 151, 0.1],
  ['USD', 'CHF', '0.00001', 0.9, 0.07],
  ['AUD', 'USD', '0.00001', 0.66, 0.1],
  ['USD', 'CAD', '0.00001', 1.36, 0.06],
  ['NZD', 'USD', '0.00001', 0.6, 0.1],
  ['EUR', 'GBP', '0.00001', 0.855, 0.06],
  ['EUR', 'JPY', '0.001', 163.5, 0.1],
  ['USD', 'CNH', '0.0001', 7.23, 0.04],
];

export type MetalRow = [
  symbol: string,
  name: string,
  tickSize: string,
  basePrice: number,
  annualVol: number,
  spread: number,
];
export const METALS: MetalRow[] = [
  ['XAUUSD', 'Spot Gold', '0.01', 2_350, 0.15, 30],
  ['XAGUSD', 'Spot Silver', '0.001', 28, 0.27, 25],
  ['XPTUSD', 'Spot Platinum', '0.01', 950, 0.22, 100],
];
