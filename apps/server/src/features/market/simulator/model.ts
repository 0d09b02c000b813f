// The simulated market as pure functions of (seed, instrument, time): bars for any interval and range, charts for
// the spec's periods and quotes at any instant. Nothing is stored, so a restarted process continues with no gap.
import {
  type Bar,
  type BarInterval,
  CHART_PERIOD_BARS,
  type Chart,
  type ChartPeriod,
  type Instrument,
  type Quote,
} from '@platform/contracts';
import { dailyBars, INTERVAL_MINUTES, intradayBars, latestDailyDay } from './bars.ts';
import { bookAt } from './book.ts';
import { DailyWalk } from './daily.ts';
import { openInterestOn } from './futures.ts';
import { type DayPath, InstrumentModel, type TickBar } from './instrument-model.ts';
import { type ListedStock, listingStartOf } from './listed-stocks.ts';
import { isBuiltInSymbol, modelSpecOf, stockSpec } from './model-specs.ts';
import { deriveQuote, type QuoteBasis } from './quote.ts';
import { hashText, mix } from './rng.ts';
import { formatTicks } from './ticks.ts';

export interface MarketModelOptions {
  /** The same seed gives the same history, on any run. */
  seed: string;
  /** Sandbox switch: every market trades around the clock; the regular sessions' prices are unchanged by it. */
  alwaysOpen?: boolean;
}

/** Trading days before today that, with today, make the 52 weeks of the high and low. */
const YEAR_BEFORE_TODAY = 259;

export class MarketModel {
  readonly seed: string;
  readonly alwaysOpen: boolean;
  private readonly seedState: number;
  private readonly walks = new Map<string, DailyWalk>();
  private readonly models = new Map<string, InstrumentModel>();
  private readonly paths = new Map<string, DayPath>();
  private readonly histories = new Map<string, { day: number; bars: TickBar[] }>();
  private listed = new Map<string, ListedStock>();

  constructor(options: MarketModelOptions) {
    this.seed = options.seed;
    this.alwaysOpen = options.alwaysOpen ?? false;
    this.seedState = hashText(options.seed);
  }

  /** The stocks listed after the built-in catalogue, whatever their listing date. */
  listedStocks(): ListedStock[] {
    return [...this.listed.values()];
  }

  /**
   * Replaces the stocks listed after the built-in catalogue (one whose symbol the catalogue uses is ignored). What was
   * computed for a listing that changed (its price or date) or went is forgotten, so it is simulated afresh.
   */
  setListings(stocks: readonly ListedStock[]): void {
    const next = new Map<string, ListedStock>();
    for (const stock of stocks) if (!isBuiltInSymbol(stock.symbol)) next.set(stock.symbol, { ...stock });
    for (const [symbol, before] of this.listed) {
      const after = next.get(symbol);
      if (!after || !sameListing(after, before)) this.forget(symbol);
    }
    this.listed = next;
  }

  /** Bars in ticks overlapping [from, to), the last as it stood at `to`. */
  tickBarsFor(instrument: Instrument, interval: BarInterval, from: number, to: number): TickBar[] {
    const model = this.modelOf(instrument);
    return interval === '1d' ? dailyBars(model, from, to) : intradayBars(model, INTERVAL_MINUTES[interval], from, to);
  }

  /** Bars overlapping [from, to) with prices written by tick size; the last is as it stood at `to`. */
  barsFor(instrument: Instrument, interval: BarInterval, from: number, to: number): Bar[] {
    const tick = this.modelOf(instrument).tick;
    return this.tickBarsFor(instrument, interval, from, to).map((bar) => ({
      time: bar.time,
      open: formatTicks(bar.open, tick),
      high: formatTicks(bar.high, tick),
      low: formatTicks(bar.low, tick),
      close: formatTicks(bar.close, tick),
      volume: bar.volume,
    }));
  }

  /**
   * A chart period's bars up to `now`: its trading days end with the current (or latest) session; a daily chart's with
   * the latest whose regular session has opened (see `latestDailyDay`).
   */
  chartFor(instrument: Instrument, period: ChartPeriod, now: number): Chart {
    const { interval, tradingDays } = CHART_PERIOD_BARS[period];
    const model = this.modelOf(instrument);
    const lastDay = interval === '1d' ? latestDailyDay(model, now) : model.currentDay(now);
    const firstDay = Math.max(0, model.firstDay, lastDay - tradingDays + 1);
    const bars = this.barsFor(instrument, interval, model.tradingDay(firstDay).start, now);
    const { tradingDate, segments } = model.tradingDay(model.currentDay(now));
    return {
      symbol: instrument.symbol,
      period,
      interval,
      bars,
      simulated: true,
      aroundTheClock: this.alwaysOpen,
      session: { tradingDate, segments: segments.map(({ start, end, offHours }) => ({ start, end, offHours })) },
    };
  }

  quoteAt(instrument: Instrument, time: number): Quote {
    const model = this.modelOf(instrument);
    const day = model.currentDay(time);
    const path = model.path(day);
    const { tradingDay } = path;
    const { minute, second, live } = model.progress(path, time);
    const today = model.span(path, 0, minute, live ? second : null, tradingDay.dateMs);
    // A listing before its first session has not traded yet: its quote stands at `time`, at the listing price.
    const lastTrade = live
      ? Math.floor(time / 1000) * 1000
      : Math.min(
          time,
          tradingDay.segments.reduce(
            (latest, segment) => (segment.end <= time ? segment.end : latest),
            tradingDay.start,
          ),
        );
    let futures: QuoteBasis['futures'] = null;
    if (instrument.class === 'future') {
      const openInterestAfter = (past: number) =>
        openInterestOn(model.state, model.spec.openInterest, past, model.lastDay);
      const openInterest = openInterestAfter(day);
      futures = {
        openInterest,
        openInterestChange: openInterest - openInterestAfter(day - 1),
        expiry: instrument.expiry,
        lastTradingDate: instrument.lastTradingDate,
      };
    }
    return deriveQuote({
      instrument,
      tick: model.tick,
      time: lastTrade,
      tradingDate: tradingDay.tradingDate,
      status: live ? 'open' : 'closed',
      today,
      history: this.historyBefore(model, day),
      book: bookAt(model.state, model.spec, Math.floor(lastTrade / 1000), today.close),
      futures,
    });
  }

  /** The finished sessions of the 52 weeks before `day` (none before a listing's first), kept for the latest day asked. */
  private historyBefore(model: InstrumentModel, day: number): TickBar[] {
    const known = this.histories.get(model.instrument.symbol);
    if (known?.day === day) return known.bars;
    const bars: TickBar[] = [];
    const first = Math.max(0, model.firstDay, day - YEAR_BEFORE_TODAY);
    for (let past = first; past < day; past++) bars.push(model.summary(past));
    this.histories.set(model.instrument.symbol, { day, bars });
    return bars;
  }

  private modelOf(instrument: Instrument): InstrumentModel {
    const known = this.models.get(instrument.symbol);
    if (known) return known;
    const listed = instrument.class === 'stock' ? this.listed.get(instrument.symbol) : undefined;
    const model = listed ? this.listedModel(instrument, listed) : this.builtInModel(instrument);
    this.models.set(instrument.symbol, model);
    return model;
  }

  private builtInModel(instrument: Instrument): InstrumentModel {
    const spec = modelSpecOf(instrument);
    let walk = this.walks.get(spec.pathKey);
    if (!walk) {
      walk = new DailyWalk(mix(this.seedState, hashText(`path:${spec.pathKey}`)), spec);
      this.walks.set(spec.pathKey, walk);
    }
    return new InstrumentModel(instrument, spec, walk, this.seedState, this.alwaysOpen, this.paths);
  }

  /** A listing follows its own path (of the seed and its symbol) from its first trading day, at its listing price. */
  private listedModel(instrument: Instrument, stock: ListedStock): InstrumentModel {
    const spec = stockSpec(stock, `listing:${stock.symbol}`);
    const start = listingStartOf(stock.listingDate);
    const walk = new DailyWalk(mix(this.seedState, hashText(`path:${spec.pathKey}`)), spec, start.day);
    return new InstrumentModel(instrument, spec, walk, this.seedState, this.alwaysOpen, this.paths, start);
  }

  private forget(symbol: string): void {
    this.models.delete(symbol);
    this.histories.delete(symbol);
    for (const key of this.paths.keys()) if (key.startsWith(`${symbol}|`)) this.paths.delete(key);
  }
}

function sameListing(a: ListedStock, b: ListedStock): boolean {
  return (
    a.name === b.name &&
    a.exchange === b.exchange &&
    a.sector === b.sector &&
    a.sharesOutstanding === b.sharesOutstanding &&
    a.basePrice === b.basePrice &&
    a.listingDate === b.listingDate
  );
}
