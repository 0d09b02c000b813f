import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { compareDecimals, USER_ACCOUNT_KINDS } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { assetsQuery } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { AccountSummary } from '../../lib/trading/account-summary.tsx';
import { useAssetsPrefs } from './assets-prefs.ts';
import { BalanceList } from './balance-list.tsx';
import { PortfolioCard } from './portfolio-card.tsx';
import { ASSETS } from './texts.ts';

const ACTIONS = [
  { key: 'deposit', to: '/assets/deposit' },
  { key: 'withdraw', to: '/assets/withdraw' },
  { key: 'transfer', to: '/assets/transfer' },
  { key: 'history', to: '/assets/history' },
  { key: 'statements', to: '/assets/statements' },
] as const;

export function AssetsPage() {
  const { t } = useTexts(ASSETS);
  const assets = useQuery(assetsQuery());
  const balances = assets.data?.balances ?? [];
  const { hideZero, setHideZero } = useAssetsPrefs();
  const shown = hideZero ? balances.filter((b) => compareDecimals(b.total, '0') !== 0) : balances;

  return (
    <MoneyPage title={t('title')} back={null}>
      {assets.data && <PortfolioCard holdings={assets.data.holdings} />}
      <Paper p="md" radius="lg" withBorder component="nav" aria-label={t('actions')}>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {ACTIONS.map(({ key, to }) => (
            <Button key={key} component={Link} to={to} variant={key === 'deposit' ? 'filled' : 'light'} px={4}>
              {t(key)}
            </Button>
          ))}
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button component={Link} to="/bank-cards" variant="subtle" size="compact-sm">
            {t('bankCards')}
          </Button>
          <Button component={Link} to="/security" variant="subtle" size="compact-sm">
            {t('security')}
          </Button>
        </Group>
      </Paper>
      <QueryState query={assets} />
      {assets.data && (
        <Stack gap="xs">
          <Switch
            label={t('hideZero')}
            checked={hideZero}
            onChange={(event) => setHideZero(event.currentTarget.checked)}
            data-testid="hide-zero"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {USER_ACCOUNT_KINDS.map((account) => (
              <BalanceList
                key={account}
                account={account}
                balances={shown.filter((b) => b.account === account)}
                emptyText={t('allZero')}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack component="section" gap="xs" aria-labelledby="trading-figures">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h3" id="trading-figures">
            {t('tradingFigures')}
          </Title>
          <Anchor component={Link} to="/records" size="sm">
            {t('tradingRecords')}
          </Anchor>
        </Group>
        <AccountSummary headingOrder={3} />
      </Stack>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('ledgerNote')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('frozenNote')}
        </Text>
      </Stack>
    </MoneyPage>
  );
}
