import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  compareDecimals,
  formatAmount,
  type PositionView,
  type Quote,
  type SettlementCurrency,
  type TradingAccountView,
} from '@platform/contracts';
import { Amount, QueryState, type TextKeyIn, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionFrame } from '../product/section.tsx';
import { liveAccount } from './live-figures.ts';
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
              {value}
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
