// The instruments a user opened from the search, newest first, kept on this device (as a broker's app keeps them).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface RecentInstrument {
  symbol: string;
  name: string;
}

export const RECENT_LIMIT = 8;

interface RecentSearches {
  recent: RecentInstrument[];
  /** Puts `instrument` first, once, keeping the newest RECENT_LIMIT. */
  remember(instrument: RecentInstrument): void;
  clear(): void;
}

export const useRecentSearches = create<RecentSearches>()(
  persist(
    (set) => ({
      recent: [],
      remember: (instrument) =>
        set(({ recent }) => ({
          recent: [instrument, ...recent.filter((r) => r.symbol !== instrument.symbol)].slice(0, RECENT_LIMIT),
        })),
      clear: () => set({ recent: [] }),
    }),
    { name: 'trade.recentSearches', partialize: (s) => ({ recent: s.recent }) },
  ),
);
