// Which series the chart draws for a choice of indicators, and that their values are the indicator functions'.
import { describe, expect, it } from 'vitest';
import { ma, macd } from '../../../lib/indicators/index.ts';
import { DEFAULT_PARAMS } from './chart-settings.ts';
import { indicatorLines, toOhlcv } from './indicator-lines.ts';

const bars = Array.from({ length: 40 }, (_, i) => ({
  open: 100 + i,
  high: 102 + i,
  low: 99 + i,
  close: i % 3 === 0 ? 99 + i : 101 + i,
  volume: 10 * i,
}));

describe('the drawn indicator series', () => {
  it('are the overlays on the price pane, then the one lower-pane indicator', () => {
    const lines = indicatorLines(bars, { overlays: ['ma', 'boll'], sub: 'kdj', params: DEFAULT_PARAMS });
    expect(lines.map((line) => `${line.pane}:${line.id}`)).toEqual([
      'main:ma-5-0',
      'main:ma-10-1',
      'main:ma-20-2',
      'main:boll-20-2-upper',
      'main:boll-20-2-middle',
      'main:boll-20-2-lower',
      'sub:kdj-9-3-3-k',
      'sub:kdj-9-3-3-d',
      'sub:kdj-9-3-3-j',
    ]);
    expect(lines[0]?.values).toEqual(ma(bars, 5));
  });

  it('give volume bars the tone of their bar, and MACD’s histogram the sign of DIF − DEA', () => {
    const [volume] = indicatorLines(bars, { overlays: [], sub: 'volume', params: DEFAULT_PARAMS });
    expect(volume?.values).toEqual(bars.map((bar) => bar.volume));
    expect(volume?.tones?.slice(0, 3)).toEqual(['down', 'up', 'up']);
    const [histogram] = indicatorLines(bars, { overlays: [], sub: 'macd', params: DEFAULT_PARAMS });
    expect(histogram?.values).toEqual(macd(bars).histogram);
    expect(histogram?.label).toBeNull();
  });

  it('read a fetched bar’s decimal strings as numbers', () => {
    expect(toOhlcv({ time: 0, open: '1.50', high: '2', low: '1', close: '1.25', volume: 7 })).toEqual({
      open: 1.5,
      high: 2,
      low: 1,
      close: 1.25,
      volume: 7,
    });
  });
});
