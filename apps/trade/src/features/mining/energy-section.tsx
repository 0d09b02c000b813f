import { Button, Divider, Group, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MiningEnergyView, miningTopUpBody } from '@platform/contracts';
import { Amount, toast, useMessage, useSchemaValidate, useShowError, useTexts } from '@platform/ui';
import { AmountField } from '../../lib/money/amount-field.tsx';
import { FigureList, Section } from '../../lib/product/index.ts';
import { useTopUp } from './api.ts';
import { EnergyRefund } from './energy-refund.tsx';
import { MINING } from './texts.ts';

/** The prepaid energy balance (a ledger account of its own), what the running contracts take, the top-up, and moving it back. */
export function EnergySection({ energy: e }: { energy: MiningEnergyView }) {
  const { t } = useTexts(MINING);
  const say = useMessage();
  const showError = useShowError();
  const topUp = useTopUp();
  const form = useForm({ initialValues: { amount: '' }, validate: useSchemaValidate(miningTopUpBody) });
  const submit = form.onSubmit(({ amount }) =>
    topUp.mutate(
      { amount: amount.trim() },
      {
        onSuccess: () => {
          toast.success(say('miningToppedUp'));
          form.reset();
        },
        onError: (error) => showError(error, form),
      },
    ),
  );
  const usdt = (value: string) => <Amount value={value} currency={e.currency} />;
  return (
    <Section id="mining-energy" title={t('energy.title')} data-testid="mining-energy" data-balance={e.balance}>
      <Text size="sm" c="dimmed">
        {t('energy.intro')}
      </Text>
      <FigureList
        prefix="mining"
        tabular
        wide={2}
        figures={[
          ['energy-balance', t('energy.balance'), usdt(e.balance)],
          ['energy-need', t('energy.perPeriodNeed'), usdt(e.perPeriodNeed)],
          [
            'energy-covered',
            t('energy.covered'),
            e.periodsCovered === null
              ? t('energy.nothingRunning')
              : t('energy.coveredCount', { count: e.periodsCovered }),
          ],
          ['energy-funding', t('energy.fundingAvailable'), usdt(e.fundingAvailable)],
        ]}
      />
      <form onSubmit={submit} noValidate aria-label={t('energy.submit')}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <AmountField
            currency={e.currency}
            label={t('energy.amount')}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('amount')}
          />
          <Button type="submit" mt={25} loading={topUp.isPending} style={{ flexShrink: 0 }}>
            {t('energy.submit')}
          </Button>
        </Group>
      </form>
      <Divider />
      <Title order={3} size="h5">
        {t('energy.refundTitle')}
      </Title>
      <EnergyRefund energy={e} />
    </Section>
  );
}
