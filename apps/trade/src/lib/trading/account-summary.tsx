import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CURRENCY_DECIMALS,
  compareDecimals,
  floatingLoss,
  formatAmount,
  type PositionView,
  type Quote,
  type SettlementCurrency,
  sumDecimals,
  type TradingAccountView,
} from '@platform/contracts';
import { Amount, QueryState, type TextKeyIn, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Working } from '../explain/working.tsx';
import { SectionFrame } from '../product/section.tsx';
import { type LiveAccount, liveAccount } from './live-figures.ts';
import { PnlAmount } from './pnl-amount.tsx';
import { TRADING_ACCOUNT } from './texts.ts';
import { useLiveAccounts } from './use-live-accounts.ts';

const hasActivity = (a: TradingAccountView) =>
  [a.balance, a.usedMargin, a.pendingMargin].some((value) => compareDecimals(value, '0') !== 0);

interface AccountSummaryProps {
  /** Only this currency's account, shown even when empty (the ticket); otherwise every account with activity. */
  currency?: SettlementCurrency;
  /** The level of each account's heading. */
  headingOrder?: 2 | 3;
}

/** Balance, equity, used and free margin, margin level and live floating P/L per settlement currency. */
export function AccountSummary({ currency, headingOrder = 2 }: AccountSummaryProps) {
  const { t } = useTexts(TRADING_ACCOUNT);
  const { accounts, positions: complete, quotes } = useLiveAccounts();

  if (!accounts.data) return <QueryState query={accounts} />;
  const shown = accounts.data.accounts.filter((a) => (currency ? a.currency === currency : hasActivity(a)));
  if (shown.length === 0) {
    return (
      <Paper p="md" radius="lg" withBorder>
        <Text size="sm">{t('empty')}</Text>
        <Anchor component={Link} to="/assets/transfer" size="sm">
          {t('transfer')}
        </Anchor>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {shown.map((account) => (
        <AccountFigures
          key={account.currency}
          account={account}
          positions={complete}
          quotes={quotes}
          headingOrder={headingOrder}
        />
      ))}
    </Stack>
  );
}

interface AccountFiguresProps {
  account: TradingAccountView;
  positions: readonly PositionView[] | null;
  quotes: ReadonlyMap<string, Quote>;
  headingOrder: 2 | 3;
}

function AccountFigures({ account, positions, quotes, headingOrder }: AccountFiguresProps) {
  const { t } = useTexts(TRADING_ACCOUNT);
  const { currency } = account;
  const live = liveAccount(account, positions, quotes);
  const headingId = `trading-account-${currency}`;
  const money = (value: string) => <Amount value={value} currency={currency} withCurrency={false} />;
  const work = workingOf(t, account, live, positions?.filter((p) => p.currency === currency).length ?? null);
  const figures: Array<[key: TextKeyIn<typeof TRADING_ACCOUNT>, value: ReactNode]> = [
    ['balance', money(account.balance)],
    ['equity', money(live.equity)],
    ['usedMargin', money(account.usedMargin)],
    ['freeMargin', money(live.freeMargin)],
    ['marginLevel', live.marginLevel === null ? t('noLevel') : `${live.marginLevel} %`],
    ['floatingPnl', <PnlAmount key="pnl" value={live.floatingPnl} currency={currency} withCurrency={false} />],
  ];
  return (
    <SectionFrame
      labelledBy={headingId}
      data-testid={`trading-account-${currency}`}
      data-balance={account.balance}
      data-equity={live.equity}
      data-free-margin={live.freeMargin}
      data-margin-level={live.marginLevel ?? ''}
      data-used-margin={account.usedMargin}
      data-floating-pnl={live.floatingPnl}
      data-status={live.marginCall ? 'margin_call' : 'ok'}
    >
      <Title order={headingOrder} size="h4" id={headingId} mb="xs">
        {t('title', { currency })}
      </Title>
      {live.marginCall && (
        <Alert color="red" variant="light" role="alert" title={t('marginCallTitle')} mb="sm">
          {t('marginCallBody', {
            equity: `${formatAmount(live.equity, currency)} ${currency}`,
            call: `${formatAmount(account.marginCallEquity, currency)} ${currency}`,
            stopOut: `${formatAmount(account.stopOutEquity, currency)} ${currency}`,
          })}
        </Alert>
      )}
      <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" m={0}>
        {figures.map(([key, value]) => (
          <div key={key} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {t(key)}
            </Text>
            <Text component="dd" m={0} size="sm" fw={key === 'equity' ? 700 : 500} data-testid={`account-${key}`}>
              <Group component="span" gap={2} wrap="nowrap">
                {value}
                {work[key] && <Working figure={t(key)} lines={work[key]} testId={`account-${key}`} />}
              </Group>
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {compareDecimals(account.pendingMargin, '0') > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('pendingMargin')}: <Amount value={account.pendingMargin} currency={currency} />
        </Text>
      )}
      {live.live && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('live')}
        </Text>
      )}
    </SectionFrame>
  );
}

type WorkingKey =
  TextKeyIn<typeof TRADING_ACCOUNT> extends infer K ? (K extends `working.${infer Rest}` ? Rest : never) : never;
type Worked = Partial<Record<TextKeyIn<typeof TRADING_ACCOUNT>, string[]>>;

/**
 * The working of each computed figure, from the inputs given to contracts' marginFigures (by liveAccount) and the
 * figures it answered: nothing here computes a figure again. `count`: the open positions summed, when all are known.
 */
function workingOf(
  translate: (key: TextKeyIn<typeof TRADING_ACCOUNT>, values: Record<string, unknown>) => string,
  account: TradingAccountView,
  live: LiveAccount,
  count: number | null,
): Worked {
  const { currency } = account;
  const t = (key: WorkingKey, values: Record<string, unknown> = {}) =>
    translate(`working.${key}`, { currency, ...values });
  const decimals = CURRENCY_DECIMALS[currency];
  const held = sumDecimals([account.balance, `-${account.available}`], decimals);
  const used = account.usedMargin;
  return {
    equity: [t('equity'), t('equitySteps', { balance: account.balance, pnl: live.floatingPnl, equity: live.equity })],
    freeMargin: [
      t('freeMargin'),
      t('available', { available: account.available, balance: account.balance, held }),
      t('freeMarginSteps', {
        available: account.available,
        loss: sumDecimals([floatingLoss(live.floatingPnl)], decimals),
        free: live.freeMargin,
      }),
    ],
    marginLevel:
      live.marginLevel === null
        ? [t('marginLevel'), t('marginLevelNone')]
        : [
            t('marginLevel'),
            t('marginLevelSteps', { equity: live.equity, used, level: live.marginLevel }),
            t('marginLevelCall', { call: account.marginCallEquity, stopOut: account.stopOutEquity }),
          ],
    floatingPnl: [
      t('floatingPnl'),
      ...(count === null ? [] : [t('floatingPnlSteps', { count, pnl: live.floatingPnl })]),
    ],
  };
}
