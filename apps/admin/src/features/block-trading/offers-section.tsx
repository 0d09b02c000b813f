import { Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminBlockOfferView, type SetBlockOfferBody, setBlockOfferBody } from '@platform/contracts';
import { QueryState, useLiveOffer } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../shared/data-table.tsx';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { useSchemaValidator } from '../../shared/forms.ts';
import { liveSocket } from '../../shared/live.ts';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { blockQueries, useBlockNews, useSetBlockOffer } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

function OfferForm() {
  const { t } = useAppTexts<ScreenTexts>();
  const save = useSetBlockOffer();
  const form = useForm<{ symbol: string; bandPercent: string; available: number | string }>({
    initialValues: { symbol: '', bandPercent: '2', available: 100_000 },
    validate: useSchemaValidator<SetBlockOfferBody>(setBlockOfferBody),
  });
  const submit = useFormSubmit(form, {
    send: (values) =>
      save.mutateAsync({ ...values, symbol: values.symbol.toUpperCase(), available: Number(values.available) }),
    savedText: t('blockTrading.saved'),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="block-offer-form">
        <Stack gap="sm">
          <Title order={3} size="h5" id="block-offer-form">
            {t('blockTrading.form.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('blockTrading.form.hint')}
          </Text>
          <Group align="flex-start" grow wrap="wrap">
            <TextInput label={t('blockTrading.form.symbol')} {...form.getInputProps('symbol')} miw={120} />
            <TextInput
              label={t('blockTrading.form.band')}
              inputMode="decimal"
              {...form.getInputProps('bandPercent')}
              miw={120}
            />
            <NumberInput
              label={t('blockTrading.form.available')}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('available')}
              miw={160}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('blockTrading.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** An offer as the market moves: its prices follow the pushed last price. */
function OfferRow({ offer }: { offer: AdminBlockOfferView }) {
  const row = useLiveOffer(liveSocket, offer);
  return (
    <Table.Tr>
      <Table.Td>{row.symbol}</Table.Td>
      <Table.Td className="tabular">{row.last}</Table.Td>
      <Table.Td>±{row.bandPercent}%</Table.Td>
      <Table.Td className="tabular">{row.buyPrice}</Table.Td>
      <Table.Td className="tabular">{row.sellPrice}</Table.Td>
      <Table.Td className="tabular">{row.available.toLocaleString('en')}</Table.Td>
    </Table.Tr>
  );
}

/** The house offers as users see them now, and the form that sets an instrument's band and size. */
export function OffersSection() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(blockQueries.offers());
  useBlockNews();
  return (
    <div>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="block-offers">
            {t('blockTrading.offers')}
          </Title>
          <Simulated />
        </Group>
        <QueryState query={query} isEmpty={(data) => data.rows.length === 0} emptyText={t('blockTrading.noOffers')}>
          {(data) => (
            <DataTable
              label={t('blockTrading.offers')}
              minWidth={640}
              head={[
                t('blockTrading.columns.symbol'),
                t('blockTrading.columns.last'),
                t('blockTrading.columns.band'),
                t('blockTrading.columns.buyPrice'),
                t('blockTrading.columns.sellPrice'),
                t('blockTrading.columns.available'),
              ]}
            >
              {data.rows.map((row) => (
                <OfferRow key={row.symbol} offer={row} />
              ))}
            </DataTable>
          )}
        </QueryState>
        <OfferForm />
      </Stack>
    </div>
  );
}
