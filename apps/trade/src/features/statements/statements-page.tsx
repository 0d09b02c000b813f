import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  CURRENCIES,
  type Currency,
  MONEY_LIMITS,
  type StatementQuery,
  statementQuery as statementQuerySchema,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from '@platform/contracts';
import { QueryState, useDateFormat, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statementQuery } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { useSchemaErrors } from '../../lib/money/schema-errors.ts';
import { MONEY } from '../../lib/money/texts.ts';
import { downloadStatement, type StatementFormat } from './download.ts';
import { StatementAccountView } from './statement-account.tsx';
import { STATEMENTS } from './texts.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const monthStartUtc = () => `${todayUtc().slice(0, 8)}01`;

interface Values {
  from: string;
  to: string;
  account: UserAccountKind | '';
  currency: Currency | '';
}

const toQuery = (v: Values): StatementQuery => ({
  from: v.from,
  to: v.to,
  ...(v.account ? { account: v.account } : {}),
  ...(v.currency ? { currency: v.currency } : {}),
});

/** Choose a period, see the statement, download it as CSV or PDF. */
export function StatementsPage() {
  const { t } = useTexts(STATEMENTS);
  const { t: tm } = useTexts(MONEY);
  // The statement's days are calendar days in UTC (the form says so): named in the reader's date format, read in UTC.
  const utcDay = useDateFormat({ timeZone: 'UTC' });
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const showError = useShowError();
  const schemaErrors = useSchemaErrors();
  const form = useForm<Values>({
    initialValues: { from: monthStartUtc(), to: todayUtc(), account: '', currency: '' },
    validate: (values) => schemaErrors(statementQuerySchema)(toQuery(values)),
  });
  const [shown, setShown] = useState<StatementQuery>(() => toQuery(form.getValues()));
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const statement = useQuery(statementQuery(shown));

  const show = form.onSubmit((values) => setShown(toQuery(values)));
  const download = async (format: StatementFormat) => {
    if (form.validate().hasErrors) return;
    const query = toQuery(form.getValues());
    setShown(query);
    setBusy(format);
    try {
      await downloadStatement(query, format);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };
  const any = { value: '', label: t('any') };

  return (
    <MoneyPage title={t('title')} intro={t('intro')}>
      <Paper p="md" radius="lg" withBorder>
        <form noValidate onSubmit={show}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <TextInput type="date" label={t('from')} required {...form.getInputProps('from')} />
              <TextInput type="date" label={t('to')} required {...form.getInputProps('to')} />
              <NativeSelect
                label={t('account')}
                data={[any, ...USER_ACCOUNT_KINDS.map((a) => ({ value: a, label: tm(`account.${a}`) }))]}
                {...form.getInputProps('account')}
              />
              <NativeSelect
                label={tm('currencyLabel')}
                data={[any, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
                {...form.getInputProps('currency')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('utc', { days: MONEY_LIMITS.statementMaxDays })}
            </Text>
            <Group gap="xs">
              <Button type="submit" variant="default">
                {t('show')}
              </Button>
              <Button onClick={() => void download('csv')} loading={busy === 'csv'}>
                {t('csv')}
              </Button>
              <Button onClick={() => void download('pdf')} loading={busy === 'pdf'}>
                {t('pdf')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="statement-preview">
        <Title order={2} size="h4" id="statement-preview">
          {t('preview', { from: utcDay.date(shown.from), to: utcDay.date(shown.to) })}
        </Title>
        <QueryState query={statement} />
        {statement.data && statement.data.accounts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('noActivity')}
          </Text>
        )}
        {statement.data?.accounts.map((account) => (
          <StatementAccountView key={`${account.account}-${account.currency}`} account={account} wide={wide} />
        ))}
      </Stack>
    </MoneyPage>
  );
}
