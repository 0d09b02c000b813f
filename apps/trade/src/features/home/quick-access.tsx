import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { openSupportChat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';
import { HOME } from './texts.ts';

type QuickKey = QuickName;
type QuickName =
  | 'markets'
  | 'watchlists'
  | 'rankings'
  | 'me'
  | 'trading'
  | 'ipo'
  | 'block'
  | 'follow'
  | 'robots'
  | 'mining'
  | 'loans'
  | 'kyc'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'messages'
  | 'support'
  | 'referral';

/** Every feature of the app; those not built yet say so and lead nowhere. */
const ENTRIES: readonly { key: QuickKey; to?: string; action?: () => void }[] = [
  { key: 'markets', to: '/markets' },
  { key: 'watchlists', to: '/watchlists' },
  { key: 'rankings', to: '/markets?rank=gainers' },
  { key: 'me', to: '/me' },
  { key: 'trading', to: '/records' },
  { key: 'ipo' },
  { key: 'block' },
  { key: 'follow' },
  { key: 'robots' },
  { key: 'mining' },
  { key: 'loans' },
  { key: 'kyc', to: '/kyc' },
  { key: 'deposit', to: '/assets/deposit' },
  { key: 'withdraw', to: '/assets/withdraw' },
  { key: 'transfer', to: '/assets/transfer' },
  { key: 'messages', to: '/inbox' },
  { key: 'support', action: openSupportChat },
  { key: 'referral', to: '/referrals' },
];

export function QuickAccess() {
  const { t } = useTranslation(HOME);
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('quickAccess')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 3, sm: 6 }} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {ENTRIES.map(({ key, to, action }) => (
          <li key={key}>
            {to ? (
              <UnstyledButton component={Link} to={to} className={classes.tile}>
                <Text size="sm" fw={600} ta="center">
                  {t(`quick.${key}`)}
                </Text>
              </UnstyledButton>
            ) : action ? (
              <UnstyledButton onClick={action} className={classes.tile} aria-haspopup="dialog">
                <Text size="sm" fw={600} ta="center">
                  {t(`quick.${key}`)}
                </Text>
              </UnstyledButton>
            ) : (
              <Stack gap={2} align="center" className={classes.tile} data-unavailable="true">
                <Text size="sm" ta="center" c="gray.7">
                  {t(`quick.${key}`)}
                </Text>
                <Text size="xs" c="gray.7" ta="center" lh={1.2}>
                  {t('notAvailableYet', { ns: 'app' })}
                </Text>
              </Stack>
            )}
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
