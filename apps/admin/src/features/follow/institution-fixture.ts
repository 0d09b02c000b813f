// An institution as the back office's list gives it, for the feature's tests.
import type { AdminFollowInstitutionView } from '@platform/contracts';

export const institution = (over: Partial<AdminFollowInstitutionView>): AdminFollowInstitutionView => ({
  id: 1,
  name: 'Northwind Trend',
  description: 'Follows the trend of one large stock.',
  params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 5, slowMinutes: 30, exposurePercent: 80 },
  managementFeePercent: '1.50',
  profitSharePercent: '20.00',
  periods: [7, 30, 90],
  minAmount: '100',
  maxAmount: '1000000',
  recordSince: '2030-03-01T14:30:00.000Z',
  equity: '1012345.67',
  returns: { day: '0.42', week: '-1.25', month: null, all: '1.23' },
  maxDrawdown: '-3.10',
  trades: 1234,
  active: true,
  capital: '1000000.00',
  followers: 12,
  followed: '45600.00',
  createdAt: '2030-03-01T14:00:00.000Z',
  updatedAt: '2030-03-01T14:00:00.000Z',
  ...over,
});
