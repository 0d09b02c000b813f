import type { UpColor } from '@platform/ui';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface MarketPrefs {
  upColor: UpColor;
  setUpColor(upColor: UpColor): void;
}

/** The user's up/down colour convention, kept on this device. */
export const useMarketPrefs = create<MarketPrefs>()(
  persist((set) => ({ upColor: 'green-up', setUpColor: (upColor) => set({ upColor }) }), {
    name: 'trade.upColor',
    partialize: (s) => ({ upColor: s.upColor }),
  }),
);

export const useUpColor = () => useMarketPrefs((s) => s.upColor);
