import { Stack } from '@mantine/core';
import { TRADING_VIEW_ROLES } from '@platform/contracts';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { usePositionList } from './positions-list.tsx';

export function TradingPositionsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('trading.positions.title')} intro={t('trading.positions.intro')} actions={<Simulated />} />
      <RoleGate roles={TRADING_VIEW_ROLES} text={t('trading.noAccess')}>
        <Positions />
      </RoleGate>
    </Stack>
  );
}

function Positions() {
  return <ResourceList list={usePositionList()} />;
}
