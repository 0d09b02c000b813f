import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { MiningContractDetail } from '@platform/contracts';
import { Amount, EmptyState, groupDigits, QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Simulated } from '../../lib/market/simulated.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, FigureList, Section } from '../../lib/product/index.ts';
import { contractQuery } from './api.ts';
import { totalsFigures } from './contract-card.tsx';
import { EnergySection } from './energy-section.tsx';
import { FormulaSection } from './formula-section.tsx';
import { periodLength } from './period-length.ts';
import { SandboxSettle } from './sandbox-settle.tsx';
import { SettlementCard } from './settlement-card.tsx';
import { StateNotice } from './state-notice.tsx';
import { StatusBadge } from './status-badge.tsx';
import { MINING } from './texts.ts';
import { useStatusToasts } from './use-status-toasts.ts';

const listStyle = { listStyle: 'none' } as const;

/** A contract's page as it renders from its detail: state, terms, totals, the formula, energy and every period. */
export function ContractView({ detail }: { detail: MiningContractDetail }) {
  const { t } = useTexts(MINING);
  const { dateTime } = useDateFormat();
  const { contract: c, settlements, network, energy } = detail;
  const usdt = (value: string) => <Amount value={value} currency="USDT" />;
  const running = c.status === 'locating' || c.status === 'mining' || c.status === 'paused';
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={1} size="h2">
            {t('contract.title', { id: c.id })}
          </Title>
          <StatusBadge status={c.status} />
        </Group>
        <Group justify="space-between" align="center" gap="xs">
          <Text c="dimmed" style={{ minWidth: 0 }}>
            {c.productName} · {c.pool} · {c.coin}
          </Text>
          <Simulated />
        </Group>
      </Stack>
      <StateNotice contract={c} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: running ? 7 : 12 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Section id="mining-terms" title={t('contract.terms')}>
              <FigureList
                prefix="mining"
                tabular
                figures={[
                  ['hashRate', t('contracts.hashRate'), `${groupDigits(c.hashRate)} TH/s`],
                  ['price', t('contract.price'), usdt(c.price)],
                  ['pricePerTh', t('contract.pricePerTh'), usdt(c.pricePerTh)],
                  ['electricityPerThDay', t('contract.electricityPerThDay'), usdt(c.electricityPerThDay)],
                  ['electricityPerPeriod', t('contract.electricityPerPeriod'), usdt(c.electricityPerPeriod)],
                  ['term', t('products.term'), t('products.days', { count: c.termDays })],
                  ['period', t('contract.period'), periodLength(t, c.periodMinutes)],
                  ['startsAt', t('contract.startsAt'), dateTime(c.startsAt)],
                  ['endsAt', t('contract.endsAt'), dateTime(c.endsAt)],
                ]}
              />
            </Section>
            <Section id="mining-totals" title={t('contract.totals')}>
              <FigureList prefix="mining" tabular figures={totalsFigures(c, t)} />
              <Anchor component={Link} to="/assets/statements" size="sm">
                {t('contract.statement')}
              </Anchor>
            </Section>
            <FormulaSection network={network} />
          </Stack>
        </Grid.Col>
        {running ? (
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <EnergySection energy={energy} />
              {network.sandbox ? <SandboxSettle contractId={c.id} /> : null}
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
      <Section id="mining-settlements" title={t('settlements.title')}>
        {settlements.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('settlements.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={listStyle}>
            {[...settlements].reverse().map((s) => (
              <SettlementCard key={s.number} settlement={s} contract={c} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** /mining/:contractId — one of the user's contracts. */
export function ContractPage() {
  const { t } = useTexts(MINING);
  const id = Number(useParams().contractId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({ ...contractQuery(id), enabled: valid });
  useStatusToasts(detail.data ? [detail.data.contract] : undefined);
  usePageTitle(valid ? `${t('contract.title', { id })} · ${t('title')}` : t('title'));
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <BackLink to="/mining">{t('back')}</BackLink>
      {valid ? (
        <QueryState query={detail}>{(data) => <ContractView detail={data} />}</QueryState>
      ) : (
        <EmptyState>{t('notFound')}</EmptyState>
      )}
    </Stack>
  );
}
