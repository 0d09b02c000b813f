import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MoneyOptionsView } from '@platform/contracts';
import { CopyButton, useTexts, WARNING_TEXT } from '@platform/ui';
import { DEPOSIT } from './texts.ts';

/** Where to send a bank transfer, each detail copyable. */
export function PlatformBank({ bank, sandbox }: { bank: MoneyOptionsView['bank']; sandbox: boolean }) {
  const { t } = useTexts(DEPOSIT);
  const rows = [
    { key: 'bankName', value: bank.bankName, copy: false },
    { key: 'accountName', value: bank.accountName, copy: true },
    { key: 'accountNumber', value: bank.accountNumber, copy: true },
    { key: 'swift', value: bank.swift, copy: true },
    { key: 'reference', value: bank.reference, copy: true },
  ] as const;
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="platform-bank-title">
      <Title order={2} size="h4" id="platform-bank-title" mb="xs">
        {t('platformAccount')}
      </Title>
      {sandbox && (
        <Text size="xs" c={WARNING_TEXT} fw={600} mb="xs">
          {t('sandboxBank')}
        </Text>
      )}
      <Stack component="dl" gap={0} m={0}>
        {rows.map(({ key, value, copy }) => (
          <Group
            key={key}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text component="dt" size="sm" c="dimmed">
              {t(key)}
            </Text>
            <Group component="dd" m={0} gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text
                size="sm"
                fw={600}
                ta="right"
                ff={key === 'accountNumber' ? 'monospace' : undefined}
                data-testid={`bank-${key}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {value}
              </Text>
              {copy && <CopyButton value={value} label={t(key)} style={{ flexShrink: 0 }} />}
            </Group>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('referenceHint')}
      </Text>
    </Paper>
  );
}
