import { Stack } from '@mantine/core';
import { TRADING_VIEW_ROLES } from '@platform/contracts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useOrderList } from './orders-list.tsx';

export function TradingOrdersPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('trading.orders.title')} intro={t('trading.orders.intro')} />
      <RoleGate roles={TRADING_VIEW_ROLES} text={t('trading.noAccess')}>
        <Orders />
      </RoleGate>
    </Stack>
  );
}

function Orders() {
  return <ResourceList list={useOrderList()} />;
}
