import { Alert, Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminMiningNetworkView } from '@platform/contracts';
import { groupDigits, TABULAR, trimZeros, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const NUMBERS = { ...TABULAR, whiteSpace: 'nowrap' } as const;

/** A decimal fraction as a percent, exactly: the digits move, nothing is rounded (0.0005 → "0.05 %"). */
export function fractionPercent(fraction: string): string {
  const negative = fraction.trim().startsWith('-');
  const [whole = '0', decimals = ''] = fraction.trim().replace(/^[-+]/, '').split('.');
  const digits = `${whole}${decimals.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const rest = digits.slice(point);
  const shown = trimZeros(`${digits.slice(0, point)}${rest ? `.${rest}` : ''}`);
  return `${negative && /[1-9]/.test(shown) ? '-' : ''}${shown} %`;
}

function Facts({ facts }: { facts: [key: string, label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map(([key, label, value]) => (
        <div key={key} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            fw={500}
            style={{ ...TABULAR, overflowWrap: 'anywhere' }}
            data-testid={`network-${key}`}
          >
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The simulated network: its published rule, what the house has paid and runs, and its periods with their draws. */
export function NetworkView({ network: n }: { network: AdminMiningNetworkView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { dateTime } = useDateFormat({ timeZone: 'UTC' });
  return (
    <Stack>
      {n.sandbox ? (
        <Alert color="gray" variant="outline">
          {t('mining.network.sandbox')}
        </Alert>
      ) : null}
      <Paper withBorder p="md" component="section" aria-labelledby="network-rule">
        <Stack gap="sm">
          <Title order={2} size="h4" id="network-rule">
            {t('mining.network.rule')}
          </Title>
          <Facts
            facts={[
              ['genesis', t('mining.network.genesis'), dateTime(n.genesisAt)],
              [
                'periodMinutes',
                t('mining.network.periodMinutes'),
                t('mining.network.minutes', { count: n.periodMinutes }),
              ],
              [
                'blockSeconds',
                t('mining.network.blockSeconds'),
                t('mining.network.seconds', { count: n.blockSeconds }),
              ],
              ['blocksPerPeriod', t('mining.network.blocksPerPeriod'), groupDigits(n.blocksPerPeriod)],
              ['blockReward', t('mining.network.blockReward'), `${trimZeros(n.blockReward)} ${n.coin}`],
              ['baseHashRate', t('mining.network.baseHashRate'), `${groupDigits(n.baseHashRate)} TH/s`],
              ['dailyGrowth', t('mining.network.dailyGrowth'), fractionPercent(n.dailyGrowth)],
              ['noiseBound', t('mining.network.noiseBound'), fractionPercent(n.noiseBound)],
            ]}
          />
          <Text size="sm">{t('mining.network.formula')}</Text>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('mining.network.seedHash')}
            </Text>
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="network-seed-hash">
              {n.seedHash}
            </Code>
          </Stack>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="network-house">
        <Stack gap="sm">
          <Title order={2} size="h4" id="network-house">
            {t('mining.network.house')}
          </Title>
          <Facts
            facts={[
              ['rewardsPaid', t('mining.network.rewardsPaid'), `${trimZeros(n.rewardsPaid)} ${n.coin}`],
              ['contractsRunning', t('mining.network.contractsRunning'), groupDigits(n.contractsRunning)],
              ['hashRateRunning', t('mining.network.hashRateRunning'), `${groupDigits(n.hashRateRunning)} TH/s`],
              ['current', t('mining.network.current'), groupDigits(n.currentIndex)],
            ]}
          />
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {t('mining.network.periods')}
      </Title>
      <DataTable
        label={t('mining.network.periods')}
        minWidth={980}
        head={[
          t('mining.network.columns.index'),
          t('mining.network.columns.time'),
          t('mining.network.columns.networkHashRate'),
          t('mining.network.columns.difficulty'),
          t('mining.network.columns.reward'),
          t('mining.network.columns.noise'),
          t('mining.network.columns.draw'),
        ]}
      >
        {n.periods.map((p) => (
          <Table.Tr key={p.index} data-testid={`network-period-${p.index}`}>
            <Table.Td style={NUMBERS}>
              {groupDigits(p.index)}
              {p.index === n.currentIndex ? ` (${t('mining.network.now')})` : ''}
            </Table.Td>
            <Table.Td style={NUMBERS}>
              <Text size="sm">{dateTime(p.startsAt)}</Text>
              <Text size="xs" c="dimmed">
                – {dateTime(p.endsAt)}
              </Text>
            </Table.Td>
            <Table.Td style={NUMBERS}>{groupDigits(p.networkHashRate)}</Table.Td>
            <Table.Td style={NUMBERS}>{groupDigits(p.difficulty)}</Table.Td>
            <Table.Td style={NUMBERS}>
              {trimZeros(p.blockReward)} {n.coin} × {p.blocks}
            </Table.Td>
            <Table.Td style={NUMBERS}>{fractionPercent(p.noise)}</Table.Td>
            <Table.Td maw={220}>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {p.draw}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Stack>
  );
}
