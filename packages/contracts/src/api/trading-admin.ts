// The trading back office (issue 13 §4): settings per class (admins, audited), and read-only orders, positions and
// exposure. There is deliberately no call that sets or changes a price.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminOrdersQuery,
  adminOrderView,
  adminPositionsQuery,
  adminPositionView,
  exposureView,
  TRADING_ADMIN_ROLES,
  TRADING_VIEW_ROLES,
  tradingClassParams,
  tradingSettingsListView,
  updateTradingSettingsBody,
} from '../trading-admin.ts';
import { tradingSettingsView } from '../trading-api.ts';

const viewer = { tag: 'trading', caller: { roles: TRADING_VIEW_ROLES } } as const;

export const tradingAdminApi = {
  settings: endpoint({ ...viewer, method: 'GET', path: '/admin/trading/settings', response: tradingSettingsListView }),
  updateSettings: endpoint({
    tag: 'trading',
    caller: { roles: TRADING_ADMIN_ROLES },
    method: 'POST',
    path: '/admin/trading/settings/:class',
    params: tradingClassParams,
    body: updateTradingSettingsBody,
    response: tradingSettingsView,
    rateLimit: perAccount(30),
  }),
  orders: endpoint({
    ...viewer,
    method: 'GET',
    path: '/admin/trading/orders',
    query: adminOrdersQuery,
    response: pageOf(adminOrderView),
  }),
  positions: endpoint({
    ...viewer,
    method: 'GET',
    path: '/admin/trading/positions',
    query: adminPositionsQuery,
    response: pageOf(adminPositionView),
  }),
  exposure: endpoint({ ...viewer, method: 'GET', path: '/admin/trading/exposure', response: exposureView }),
};
