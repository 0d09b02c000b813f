// The simulated BTC network as the mining screens' tests render it (the trade app's contract page, the back office's
// network view): hourly periods of six 10-minute blocks from 10 Nov 2026, at period 414, in the sandbox.
import type { MiningContractDetail } from '@platform/contracts';

export const miningNetwork: MiningContractDetail['network'] = {
  coin: 'BTC',
  seedHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  genesisAt: '2026-11-10T00:00:00Z',
  periodMinutes: 60,
  blockSeconds: 600,
  blocksPerPeriod: 6,
  blockReward: '3.125',
  baseHashRate: '600000000',
  dailyGrowth: '0.0005',
  noiseBound: '0.03',
  currentIndex: 414,
  sandbox: true,
};
