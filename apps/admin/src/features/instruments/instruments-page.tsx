import { Stack } from '@mantine/core';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useInstrumentList } from './instrument-list.tsx';

export function InstrumentsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('instruments.title')} intro={t('instruments.intro')} actions={<Simulated />} />
      <ResourceList list={useInstrumentList()} />
    </Stack>
  );
}
