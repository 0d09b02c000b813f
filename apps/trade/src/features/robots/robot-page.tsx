import { Group, Stack, Text, Title } from '@mantine/core';
import type { MessageKey, RobotDetail } from '@platform/contracts';
import { Amount, QueryState, useDateFormat, useMessage, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Simulated } from '../../lib/market/simulated.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, type Figure, FigureList, Section } from '../../lib/product/index.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { robotQuery } from './api.ts';
import { Controls } from './controls.tsx';
import { paramEntries, rulesInWords } from './params.ts';
import classes from './robots.module.css';
import { StatusBadge } from './status-badge.tsx';
import { ROBOTS } from './texts.ts';
import { TradeLog } from './trade-log.tsx';

/** Realised and unrealised income apart, each with what it counts, and the trading fees its orders paid. */
function Income({ detail: { robot: r } }: { detail: RobotDetail }) {
  const { t } = useTexts(ROBOTS);
  const line = (key: string, label: string, hint: string, value: string, strong = false) => (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={strong ? 600 : 500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <PnlAmount
        value={value}
        currency={r.currency}
        size={strong ? 'lg' : 'md'}
        fw={700}
        data-testid={`robot-${key}`}
      />
    </Group>
  );
  return (
    <Stack gap="sm">
      {line('realized', t('robot.realized'), t('robot.realizedHint'), r.realizedPnl, true)}
      {line('unrealized', t('robot.unrealized'), t('robot.unrealizedHint'), r.unrealizedPnl)}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('robot.tradingFees')}
        </Text>
        <Amount value={r.tradingFees} currency={r.currency} size="sm" data-testid="robot-tradingFees" />
      </Group>
    </Stack>
  );
}

/** How it was bought, its budget and use of it, its activity and its parameters. */
function Details({ detail: { robot: r } }: { detail: RobotDetail }) {
  const { t } = useTexts(ROBOTS);
  const { dateTime } = useDateFormat();
  const message = useMessage();
  const money = (key: string, value: string) => <Amount key={key} value={value} currency={r.currency} />;
  const figures: (Figure | null)[] = [
    ['purchasedAt', t('robot.purchasedAt'), dateTime(r.purchasedAt)],
    ['plan', t('robot.plan'), r.plan === 'rental' ? t('robot.rented', { count: r.rentDays ?? 0 }) : t('robot.bought')],
    r.expiresAt !== null ? ['expiresAt', t('robot.expiresAt'), dateTime(r.expiresAt)] : null,
    r.stoppedAt !== null ? ['stoppedAt', t('robot.stoppedAt'), dateTime(r.stoppedAt)] : null,
    ['feePaid', t('robot.feePaid'), money('f', r.feePaid)],
    ['allocation', t('robot.allocation'), money('a', r.allocation)],
    ['marginInUse', t('robot.marginInUse'), money('m', r.marginInUse)],
    ['orders', t('robot.orders'), String(r.orders)],
    ['openPositions', t('robot.openPositions'), String(r.openPositions)],
    ['lastStep', t('robot.lastStep'), r.lastStepAt === null ? t('robot.never') : dateTime(r.lastStepAt)],
  ];
  return (
    <Stack gap="sm">
      <FigureList prefix="robot" wide={2} figures={figures} />
      {r.note !== null ? (
        <Text size="sm" data-testid="robot-note">
          <Text span size="sm" c="dimmed">
            {t('robot.note')}:{' '}
          </Text>
          {message(r.note as MessageKey, r.noteParams ?? undefined)}
        </Text>
      ) : null}
      <Title order={3} size="h5" id="robot-own-params">
        {t('robot.paramsTitle')}
      </Title>
      <Text size="sm" data-testid="robot-rules">
        {rulesInWords(t, r.params, r.symbol)}
      </Text>
      <FigureList
        prefix="robot"
        wide={2}
        figures={paramEntries(t, r.params).map(([key, label, value]): Figure => [`param-${key}`, label, value])}
      />
    </Stack>
  );
}

/** One robot as its page renders: income (realised and unrealised apart), controls, details and trade log. */
export function RobotScreen({ detail }: { detail: RobotDetail }) {
  const { t } = useTexts(ROBOTS);
  const r = detail.robot;
  usePageTitle(r.name);
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <BackLink to="/robots/mine">{t('mine')}</BackLink>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {r.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`strategy.${r.strategy}`)} · {r.symbol}
          </Text>
        </Stack>
        <Group gap="xs">
          <StatusBadge robot={r} />
          <Simulated />
        </Group>
      </Group>
      <div className={classes.robot}>
        <Section id="robot-income" title={t('robot.income')} className={classes.income}>
          <Income detail={detail} />
        </Section>
        <Section id="robot-controls" title={t('controls.title')} className={classes.controls}>
          <Controls robot={r} />
        </Section>
        <Section id="robot-details" title={t('sections.params')} className={classes.details}>
          <Details detail={detail} />
        </Section>
        <Section id="robot-log" title={t('log.title')} className={classes.log}>
          <TradeLog detail={detail} />
        </Section>
      </div>
    </Stack>
  );
}

/** /robots/mine/:id — one of the user's robots. */
export function RobotPage() {
  const id = Number(useParams().id);
  const detail = useQuery(robotQuery(id));
  return <QueryState query={detail}>{(data) => <RobotScreen detail={data} />}</QueryState>;
}
