import { Alert, Grid, Stack, Text } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../lib/format.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { Page } from '../../lib/ui/page.tsx';
import { SectionCard } from '../../lib/ui/section-card.tsx';
import { walletQuery } from './api.ts';
import { WALLET } from './texts.ts';
import { WalletForm } from './wallet-form.tsx';

/** `/account`: the account and the payout wallet (where settlements are paid to the user, nothing more). */
export function AccountPage() {
  const { t } = useTexts(WALLET);
  const format = useFormat();
  const user = useSignedInUser();
  const wallet = useQuery(walletQuery());
  return (
    <Page title={t('title')} intro={t('intro')}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionCard id="account-title" title={t('accountTitle')}>
            {user && (
              <Stack gap={6}>
                <Text size="sm">
                  {t('userId')}: <strong>{user.userId}</strong>
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('email')}: <strong>{user.email}</strong>
                </Text>
                {user.username && (
                  <Text size="sm">
                    {t('username')}: <strong>{user.username}</strong>
                  </Text>
                )}
                <Text size="sm">
                  {t('joined')}: <strong>{format.date(user.createdAt)}</strong>
                </Text>
              </Stack>
            )}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SectionCard id="wallet-title" title={t('walletTitle')}>
            <Alert color="yellow" variant="light" mb="md">
              <Text size="sm">{t('never')}</Text>
            </Alert>
            <QueryState query={wallet}>
              {(current) => (
                <Stack gap="lg">
                  {current ? (
                    <div data-testid="current-wallet">
                      <Text size="sm" c="dimmed">
                        {t('current')}
                      </Text>
                      <Text fw={600}>
                        {current.kind === 'bank'
                          ? `${t('kinds.bank')}: ${current.bankName ?? ''}`
                          : `${t('kinds.crypto')}: ${current.currencyType ?? ''}`}
                      </Text>
                      {current.accountName && <Text size="sm">{current.accountName}</Text>}
                      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {current.address}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('updatedAt', { date: format.dateTime(current.updatedAt) })}
                      </Text>
                    </div>
                  ) : (
                    <Text>{t('none')}</Text>
                  )}
                  <WalletForm key={current?.updatedAt ?? 'new'} wallet={current} />
                </Stack>
              )}
            </QueryState>
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
