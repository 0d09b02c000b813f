import { Alert, Button, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LedgerCheckView } from '@platform/contracts';
import { Amount, QueryState, textsUnder, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { ToneBadge } from '../../shared/badges.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ledgerCheckQueries } from './api.ts';
import { currencyBalances, type Finding, verdictOf } from './findings.ts';
import type { ScreenTexts } from './i18n.ts';

export function LedgerCheckPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useCanReviewMoney();
  return (
    <Stack>
      <PageHeader title={t('ledgerCheck.title')} intro={t('ledgerCheck.intro')} />
      {allowed ? <CheckResult /> : <Text c="dimmed">{t('money.noAccess')}</Text>}
    </Stack>
  );
}

function CheckResult() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(ledgerCheckQueries.run());
  return (
    <Stack>
      <Button
        variant="outline"
        onClick={() => void query.refetch()}
        loading={query.isFetching}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('ledgerCheck.runAgain')}
      </Button>
      <QueryState query={query}>{(check) => <CheckReport check={check} />}</QueryState>
    </Stack>
  );
}

function FindingText({ finding }: { finding: Finding }) {
  const { t } = useAppTexts<ScreenTexts>();
  if (finding.kind === 'currency') {
    return <>{t('ledgerCheck.findings.currency', { currency: finding.currency, sum: finding.sum })}</>;
  }
  return (
    <>
      {t(`ledgerCheck.findings.${finding.kind}`)}: {finding.ids.map((id) => `#${id}`).join(', ')}
    </>
  );
}

function CheckReport({ check }: { check: LedgerCheckView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const verdict = verdictOf(check);
  return (
    <Stack gap="lg">
      <Alert
        role={verdict.balanced ? 'note' : 'alert'}
        color={verdict.balanced ? 'teal' : 'red'}
        variant="outline"
        title={
          <Title order={2} size="h4" c={verdict.balanced ? 'teal.9' : 'red.9'}>
            {verdict.balanced ? t('ledgerCheck.balanced') : t('ledgerCheck.failed')}
          </Title>
        }
        data-testid="ledger-verdict"
      >
        {verdict.balanced ? (
          <Text size="sm">{t('ledgerCheck.balancedText')}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {verdict.findings.length > 0 ? t('ledgerCheck.failedText') : t('ledgerCheck.failedNoDetail')}
            </Text>
            <List size="sm" spacing={4}>
              {verdict.findings.map((finding) => (
                <List.Item key={finding.kind === 'currency' ? finding.currency : finding.kind}>
                  <FindingText finding={finding} />
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Alert>
      <Paper withBorder p="md">
        <FieldGrid>
          <Field label={t('ledgerCheck.facts.checkedAt')}>{formatDateTime(check.checkedAt)}</Field>
          <Field label={t('ledgerCheck.facts.duration')}>
            {t('ledgerCheck.facts.durationValue', { ms: check.durationMs })}
          </Field>
          <Field label={t('ledgerCheck.facts.entries')}>{check.entries}</Field>
          <Field label={t('ledgerCheck.facts.postings')}>{check.postings}</Field>
        </FieldGrid>
      </Paper>
      <CurrencySums check={check} />
      <IdLists check={check} />
    </Stack>
  );
}

function CurrencySums({ check }: { check: LedgerCheckView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const c = textsUnder(t, 'ledgerCheck.currencies');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {c('title')}
      </Title>
      {check.currencies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {c('empty')}
        </Text>
      ) : (
        <DataTable label={c('title')} minWidth={420} head={[c('currency'), c('sum'), c('result')]}>
          {check.currencies.map((row) => {
            const ok = currencyBalances(row);
            return (
              <Table.Tr key={row.currency} data-currency={row.currency}>
                <Table.Td>{row.currency}</Table.Td>
                <Table.Td ta="right">
                  <Amount value={row.sum} currency={row.currency} withCurrency={false} />
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={ok ? 'teal' : 'red'}>{ok ? c('zero') : c('notZero')}</ToneBadge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
    </Stack>
  );
}

function IdLists({ check }: { check: LedgerCheckView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const lists = [
    ['unbalancedEntries', check.unbalancedEntryIds],
    ['overdrawnAccounts', check.overdrawnAccountIds],
    ['driftedAccounts', check.driftedAccountIds],
  ] as const;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <FieldGrid>
          {lists.map(([kind, ids]) => (
            <Field key={kind} label={t(`ledgerCheck.findings.${kind}`)} mono={ids.length > 0}>
              {ids.length === 0 ? t('ledgerCheck.findings.none') : ids.map((id) => `#${id}`).join(', ')}
            </Field>
          ))}
        </FieldGrid>
        <Text size="xs" c="dimmed">
          {t('ledgerCheck.findings.atMost')}
        </Text>
      </Stack>
    </Paper>
  );
}
