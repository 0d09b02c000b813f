// A grid robot on silver as the robot screens' tests render it (the trade app's catalogue and detail, the back office's
// products list, which adds its uptake).
import type { RobotProductView } from '@platform/contracts';

export const gridRobot: RobotProductView = {
  id: 1,
  strategy: 'grid',
  name: 'Silver grid',
  description: 'Buys silver in steps as it falls.',
  symbol: 'XAGUSD',
  instrumentName: 'Silver',
  currency: 'USD',
  lotSize: 1,
  tradingFeeRate: '0.0005',
  defaultParams: { strategy: 'grid', lowerPrice: '27.16', upperPrice: '28.84', levels: 10, quantityPerLevel: 10 },
  buyPrice: '199.00',
  rentOptions: [
    { days: 30, fee: '29.00' },
    { days: 7, fee: '9.90' },
  ],
  minAllocation: '100.00',
  active: true,
};
