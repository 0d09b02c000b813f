import type { SettlementCurrency } from '@platform/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface AssetsPrefs {
  /** The currency the overview's total is estimated in. */
  displayCurrency: SettlementCurrency;
  /** Leaves out rows whose total is zero. */
  hideZero: boolean;
  setDisplayCurrency(currency: SettlementCurrency): void;
  setHideZero(hide: boolean): void;
}

/** The assets overview's choices, kept on this device. */
export const useAssetsPrefs = create<AssetsPrefs>()(
  persist(
    (set) => ({
      displayCurrency: 'USD',
      hideZero: false,
      setDisplayCurrency: (displayCurrency) => set({ displayCurrency }),
      setHideZero: (hideZero) => set({ hideZero }),
    }),
    {
      name: 'trade.assets',
      partialize: ({ displayCurrency, hideZero }) => ({ displayCurrency, hideZero }),
    },
  ),
);
