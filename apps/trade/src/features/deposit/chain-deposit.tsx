import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CRYPTO_CURRENCIES,
  type CryptoCurrency,
  CURRENCY_NETWORKS,
  type MoneyOptionsView,
  type Network,
} from '@platform/contracts';
import { CopyButton, QueryState, useTexts, WARNING_TEXT } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { depositAddressQuery } from '../../lib/money/api.ts';
import { currencyOptions } from '../../lib/money/currency-options.ts';
import { MONEY } from '../../lib/money/texts.ts';
import { AddressQr } from './address-qr.tsx';
import { DepositList } from './deposit-list.tsx';
import { SandboxPayment } from './sandbox-payment.tsx';
import { DEPOSIT } from './texts.ts';

/** A digital-currency deposit: choose currency and network, pay the user's own address, follow the confirmations. */
export function ChainDeposit({ options }: { options: MoneyOptionsView }) {
  const { t } = useTexts(DEPOSIT);
  const { t: tm } = useTexts(MONEY);
  const [currency, setCurrency] = useState<CryptoCurrency>('USDT');
  const networks = CURRENCY_NETWORKS[currency];
  const [chosenNetwork, setNetwork] = useState<Network>(networks[0]!);
  const network = networks.includes(chosenNetwork) ? chosenNetwork : networks[0]!;
  const address = useQuery(depositAddressQuery({ currency, network }));
  const names = { currency, network: tm(`network.${network}`) };

  return (
    <Stack gap="md">
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={tm('currencyLabel')}
              data={currencyOptions(tm, CRYPTO_CURRENCIES)}
              value={currency}
              onChange={(e) => setCurrency(e.currentTarget.value as CryptoCurrency)}
            />
            <NativeSelect
              label={tm('networkLabel')}
              data={networks.map((n) => ({ value: n, label: tm(`network.${n}`) }))}
              value={network}
              onChange={(e) => setNetwork(e.currentTarget.value as Network)}
            />
          </SimpleGrid>
          <Text size="sm">{t('chainIntro', { ...names, required: options.requiredConfirmations })}</Text>
        </Stack>
      </Paper>

      <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="deposit-address-title">
        <Title order={2} size="h4" id="deposit-address-title" mb="sm">
          {t('address', names)}
        </Title>
        <QueryState query={address} />
        {address.data && (
          <Group align="flex-start" gap="md" wrap="wrap">
            <AddressQr text={address.data.qrText} label={t('addressQr', names)} />
            <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="deposit-address">
                {address.data.address}
              </Text>
              <CopyButton value={address.data.address} label={t('addressLabel')} w="fit-content" />
              <Text size="sm" fw={600} c={WARNING_TEXT}>
                {t('onlyThis', names)}
              </Text>
              <Text size="sm">{t('minimum', { amount: address.data.minDeposit, currency })}</Text>
              <Text size="xs" c="dimmed">
                {t('blockEvery', {
                  seconds: Math.round(options.chain.blockIntervalMs / 100) / 10,
                  height: options.chain.height,
                })}
              </Text>
            </Stack>
          </Group>
        )}
      </Paper>

      {options.sandbox && <SandboxPayment currency={currency} network={network} minDeposit={options.minDeposit} />}
      <DepositList method="chain" />
    </Stack>
  );
}
