import { lazy } from 'react';
import { RecordsPage, type RecordsTabs } from '../features/trading/records-page.tsx';

// The follow investments tab is institution follow's list: it loads when that tab is first opened.
const FollowOrders = lazy(async () => ({
  default: (await import('../features/follow/follow-orders.tsx')).FollowOrders,
}));

const TABS: RecordsTabs = { Follow: FollowOrders };

/** The trading records with the tabs other features provide (features do not import each other). */
export function RecordsRoute() {
  return <RecordsPage tabs={TABS} />;
}
