import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { StatementView } from '@platform/contracts';
import { Amount, useDateFormat, useTexts } from '@platform/ui';
import { MONEY } from '../../lib/money/texts.ts';
import { SectionFrame } from '../../lib/product/index.ts';
import { STATEMENTS } from './texts.ts';

type StatementAccount = StatementView['accounts'][number];

/** One account's statement: the four totals, then every line with the balance after it. */
export function StatementAccountView({ account: a, wide }: { account: StatementAccount; wide: boolean }) {
  const { t, i18n } = useTexts(STATEMENTS);
  // The ledger's descriptions are recorded in English.
  const memo = (text: string) => (i18n.language === 'en' ? text : '');
  const { t: tm } = useTexts(MONEY);
  const when = useDateFormat().dateTime;
  const titleId = `statement-${a.account}-${a.currency}`;
  const totals = [
    ['opening', a.opening],
    ['credits', a.credits],
    ['debits', a.debits],
    ['closing', a.closing],
  ] as const;
  return (
    <SectionFrame labelledBy={titleId} data-testid={titleId} data-closing={a.closing}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {tm(`account.${a.account}`)} · {a.currency}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0} mb="sm">
        {totals.map(([key, value]) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed">
              {t(key)}
            </Text>
            <Text component="dd" m={0} size="sm" fw={key === 'closing' ? 700 : 500}>
              <Amount value={value} currency={a.currency} withCurrency={false} />
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {a.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noLines')}
        </Text>
      ) : wide ? (
        <Table striped fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('date')}</Table.Th>
              <Table.Th>{t('description')}</Table.Th>
              <Table.Th ta="right">{t('amount')}</Table.Th>
              <Table.Th ta="right">{t('balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {a.lines.map((line) => (
              <Table.Tr key={line.entryId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(line.createdAt)}</Table.Td>
                <Table.Td>
                  {tm(`entryType.${line.type}`)}
                  {memo(line.memo) && ` · ${line.memo}`}
                </Table.Td>
                <Table.Td ta="right">
                  <Amount value={line.amount} currency={a.currency} signed withCurrency={false} />
                </Table.Td>
                <Table.Td ta="right">
                  <Amount value={line.balance} currency={a.currency} withCurrency={false} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {a.lines.map((line) => (
            <li
              key={line.entryId}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 6 }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {tm(`entryType.${line.type}`)}
                </Text>
                <Amount value={line.amount} currency={a.currency} signed withCurrency={false} size="sm" fw={600} />
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed">
                  {when(line.createdAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('balance')} <Amount value={line.balance} currency={a.currency} withCurrency={false} size="xs" />
                </Text>
              </Group>
              {memo(line.memo) && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {line.memo}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </SectionFrame>
  );
}
