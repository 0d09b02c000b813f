import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RobotBacktestBody, type RobotProductView, robotParams, robotPurchaseBody } from '@platform/contracts';
import { groupDigits, QueryState, useSchemaValidate, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { DetailHeader, Section } from '../../lib/product/index.ts';
import { productQuery } from './api.ts';
import { BacktestSection } from './backtest-section.tsx';
import { BuyForm } from './buy-form.tsx';
import { type BuyValues, backtestBodyOf, initialValues, purchaseBodyOf } from './buy-values.ts';
import { FeesSection } from './fees-section.tsx';
import { paramsOf, rulesInWords } from './params.ts';
import { ParamsFields } from './params-fields.tsx';
import classes from './robots.module.css';
import { ROBOTS } from './texts.ts';

/** A robot on offer as its page renders: rules in words, parameters, backtest, fees and the buy or rent form. */
export function ProductView({ product: p }: { product: RobotProductView }) {
  const { t } = useTexts(ROBOTS);
  usePageTitle(p.name);
  const form = useForm<BuyValues>({
    initialValues: initialValues(p),
    validate: useSchemaValidate<BuyValues>(robotPurchaseBody, (values) => purchaseBodyOf(p, values)),
  });
  const [backtestBody, setBacktestBody] = useState<RobotBacktestBody>({});
  // The rules follow the parameters typed, while they make sense; otherwise the defaults'.
  const typed = robotParams.safeParse(paramsOf(p.strategy, form.values.params));
  const rulesParams = typed.success ? typed.data : p.defaultParams;
  // The parameters typed, with the allocation when one is typed (the server's default allocation otherwise).
  const rerun = () => {
    const fields = Object.keys(form.values.params).map((field) => `params.${field}`);
    if (form.values.allocation.trim() !== '') fields.push('allocation');
    const invalid = fields.map((field) => form.validateField(field).hasError).some(Boolean);
    if (!invalid) setBacktestBody(backtestBodyOf(p, form.values));
  };
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <DetailHeader
        back={{ to: '/robots', label: t('title') }}
        title={p.name}
        subtitle={
          <>
            {t(`strategy.${p.strategy}`)} · {t('instrument', { symbol: p.symbol, name: p.instrumentName })}
          </>
        }
        inactive={p.active ? undefined : t('inactive')}
        description={p.description}
      />
      <div className={classes.layout}>
        <Section id="robot-rules" title={t('sections.rules')} className={classes.rules}>
          <Text size="sm" data-testid="robot-rules">
            {rulesInWords(t, rulesParams, p.symbol)}
          </Text>
        </Section>
        <Section id="robot-params" title={t('sections.params')} className={classes.params}>
          <Text size="xs" c="dimmed">
            {t('params.hint', { lot: groupDigits(p.lotSize) })}
          </Text>
          <ParamsFields product={p} form={form} />
          <Group justify="flex-end">
            <Button variant="light" onClick={rerun}>
              {t('backtest.rerun')}
            </Button>
          </Group>
        </Section>
        <Section id="robot-backtest" title={t('sections.backtest')} className={classes.backtest}>
          <BacktestSection productId={p.id} body={backtestBody} />
        </Section>
        <Stack gap="md" className={classes.side}>
          <Section id="robot-fees" title={t('sections.fees')}>
            <FeesSection product={p} />
          </Section>
          {p.active ? (
            <Section id="robot-buy" title={t('sections.buy')}>
              <BuyForm product={p} form={form} />
            </Section>
          ) : null}
        </Stack>
      </div>
    </Stack>
  );
}

/** /robots/:productId — one robot on offer. */
export function ProductPage() {
  const id = Number(useParams().productId);
  const product = useQuery(productQuery(id));
  return <QueryState query={product}>{(data) => <ProductView key={data.id} product={data} />}</QueryState>;
}
