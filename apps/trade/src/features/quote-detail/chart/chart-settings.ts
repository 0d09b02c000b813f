// What the user chose for the chart (type, indicators, their parameters), how a parameter is checked, and where the
// choice is kept: this device's local storage, read back through the same checks so a stale entry cannot break it.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const CHART_TYPES = ['candles', 'line', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const OVERLAYS = ['ma', 'ema', 'boll'] as const;
export type Overlay = (typeof OVERLAYS)[number];
export const SUB_INDICATORS = ['volume', 'macd', 'rsi', 'kdj'] as const;
export type SubIndicator = (typeof SUB_INDICATORS)[number];

export interface IndicatorParams {
  ma: number[];
  ema: number[];
  boll: { period: number; width: number };
  volumeMa: number[];
  macd: { fast: number; slow: number; signal: number };
  rsi: { period: number };
  kdj: { period: number; k: number; d: number };
}

export interface ChartChoices {
  /** `null` until the user picks one: a line for the intraday chart, candles for the others. */
  type: ChartType | null;
  overlays: Overlay[];
  sub: SubIndicator;
  params: IndicatorParams;
}

export const DEFAULT_PARAMS: IndicatorParams = {
  ma: [5, 10, 20],
  ema: [12, 26],
  boll: { period: 20, width: 2 },
  volumeMa: [5, 10],
  macd: { fast: 12, slow: 26, signal: 9 },
  rsi: { period: 14 },
  kdj: { period: 9, k: 3, d: 3 },
};

export const DEFAULT_CHOICES: ChartChoices = { type: null, overlays: ['ma'], sub: 'volume', params: DEFAULT_PARAMS };

/** The longest period a parameter may have: the daily year chart holds about 250 bars. */
export const PERIOD_MAX = 250;
export const WIDTH_MIN = 0.1;
export const WIDTH_MAX = 5;

/** Why a parameter typed as text is refused (a key of the chart texts' `settings.errors`), or null if it is fine. */
export type ParamError = 'period' | 'width' | 'fastBelowSlow';

export function periodError(text: string): ParamError | null {
  if (!/^\d{1,3}$/.test(text.trim())) return 'period';
  const value = Number(text);
  return value >= 1 && value <= PERIOD_MAX ? null : 'period';
}

export function widthError(text: string): ParamError | null {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text.trim())) return 'width';
  const value = Number(text);
  return value >= WIDTH_MIN && value <= WIDTH_MAX ? null : 'width';
}

const validPeriod = (value: unknown): value is number =>
  typeof value === 'number' && periodError(String(value)) === null;
const validWidth = (value: unknown): value is number => typeof value === 'number' && widthError(String(value)) === null;

/** Periods read back from storage: each valid one kept, the rest the defaults' (the count stays the default's). */
function periods(stored: unknown, fallback: number[]): number[] {
  const list = Array.isArray(stored) ? stored : [];
  return fallback.map((value, i) => (validPeriod(list[i]) ? list[i] : value));
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Choices read back from storage (anything, perhaps written by an older version): what is valid, else defaults. */
export function readChoices(stored: unknown): ChartChoices {
  const s = record(stored);
  const p = record(s.params);
  const boll = record(p.boll);
  const macd = record(p.macd);
  const rsi = record(p.rsi);
  const kdj = record(p.kdj);
  const d = DEFAULT_PARAMS;
  const fast = validPeriod(macd.fast) ? macd.fast : d.macd.fast;
  const slow = validPeriod(macd.slow) ? macd.slow : d.macd.slow;
  return {
    type: CHART_TYPES.includes(s.type as ChartType) ? (s.type as ChartType) : null,
    overlays: Array.isArray(s.overlays)
      ? OVERLAYS.filter((overlay) => (s.overlays as unknown[]).includes(overlay))
      : DEFAULT_CHOICES.overlays,
    sub: SUB_INDICATORS.includes(s.sub as SubIndicator) ? (s.sub as SubIndicator) : DEFAULT_CHOICES.sub,
    params: {
      ma: periods(p.ma, d.ma),
      ema: periods(p.ema, d.ema),
      boll: {
        period: validPeriod(boll.period) ? boll.period : d.boll.period,
        width: validWidth(boll.width) ? boll.width : d.boll.width,
      },
      volumeMa: periods(p.volumeMa, d.volumeMa),
      macd: fast < slow ? { fast, slow, signal: validPeriod(macd.signal) ? macd.signal : d.macd.signal } : d.macd,
      rsi: { period: validPeriod(rsi.period) ? rsi.period : d.rsi.period },
      kdj: {
        period: validPeriod(kdj.period) ? kdj.period : d.kdj.period,
        k: validPeriod(kdj.k) ? kdj.k : d.kdj.k,
        d: validPeriod(kdj.d) ? kdj.d : d.kdj.d,
      },
    },
  };
}

interface ChartPrefs extends ChartChoices {
  setType(type: ChartType): void;
  setOverlays(overlays: Overlay[]): void;
  setSub(sub: SubIndicator): void;
  setParams(params: IndicatorParams): void;
}

/** The chart's choices, kept on this device. */
export const useChartPrefs = create<ChartPrefs>()(
  persist(
    (set) => ({
      ...DEFAULT_CHOICES,
      setType: (type) => set({ type }),
      setOverlays: (overlays) => set({ overlays: OVERLAYS.filter((overlay) => overlays.includes(overlay)) }),
      setSub: (sub) => set({ sub }),
      setParams: (params) => set({ params }),
    }),
    {
      name: 'trade.chart',
      version: 1,
      partialize: ({ type, overlays, sub, params }) => ({ type, overlays, sub, params }),
      merge: (stored, current) => ({ ...current, ...readChoices(stored) }),
    },
  ),
);

/** The type drawn: the user's, else a line for the intraday chart and candles for the others. */
export const drawnType = (type: ChartType | null, intraday: boolean): ChartType =>
  type ?? (intraday ? 'line' : 'candles');
