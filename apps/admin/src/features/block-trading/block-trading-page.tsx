import { Stack } from '@mantine/core';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ApplicationsSection } from './applications-section.tsx';
import type { ScreenTexts } from './i18n.ts';
import { OffersSection } from './offers-section.tsx';

export function BlockTradingPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack gap="xl">
      <PageHeader title={t('blockTrading.title')} intro={t('blockTrading.intro')} />
      <RoleGate roles={['reviewer', 'admin']} text={t('blockTrading.notAllowed')}>
        <ApplicationsSection />
      </RoleGate>
      <RoleGate roles={['admin']} text={t('blockTrading.offersNotAllowed')}>
        <OffersSection />
      </RoleGate>
    </Stack>
  );
}
