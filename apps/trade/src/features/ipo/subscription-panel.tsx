import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { IpoOfferingView, IpoSubscriptionView } from '@platform/contracts';
import {
  Amount,
  confirm,
  formatMoney,
  groupDigits,
  toast,
  useDateFormat,
  useMessage,
  useShowError,
  useTexts,
} from '@platform/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Figure, FigureList } from '../../lib/product/index.ts';
import { useWithdrawSubscription } from './api.ts';
import { StatusBadge } from './badges.tsx';
import { isPartlyAllotted } from './figures.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { IPO } from './texts.ts';

/**
 * The user's subscription to an offering: the spec's figures (quantity, total, allotment quantity, amount paid and
 * pending, discounted and actual buy price), change and withdraw until the deadline, and what follows the allotment.
 */
export function SubscriptionPanel({
  offering,
  subscription: s,
}: {
  offering: IpoOfferingView;
  subscription: IpoSubscriptionView;
}) {
  const { t } = useTexts(IPO);
  const { dateTime } = useDateFormat();
  const { date } = useDateFormat({ timeZone: 'UTC' });
  const message = useMessage();
  const showError = useShowError();
  const withdraw = useWithdrawSubscription(s.id);
  const [changing, setChanging] = useState(false);
  const currency = offering.currency;
  const usd = (value: string) => <Amount value={value} currency={currency} />;
  const open = offering.phase === 'purchasable' && s.status === 'subscribed';
  const decided = s.status === 'allotted' || s.status === 'not_allotted';
  const figures: Figure[] = [
    ['reference', t('fields.reference'), s.reference],
    ['quantity', t('fields.quantity'), t('shares', { shares: groupDigits(s.quantity) })],
    ['total', t('fields.total'), usd(s.total)],
    ['fee', t('fields.fee'), usd(s.fee)],
    ['leverage', t('fields.leverage'), s.financed ? t('financedAt', { leverage: s.leverage }) : t('notFinanced')],
    ...(s.financed ? [['interest', t('fields.interest'), usd(s.interest)] as Figure] : []),
    [
      'allottedQuantity',
      t('fields.allottedQuantity'),
      decided ? t('shares', { shares: groupDigits(s.allottedQuantity ?? 0) }) : t('fields.afterAllotment'),
    ],
    ['amountPaid', t('fields.amountPaid'), usd(s.amountPaid)],
    ['amountPending', t('fields.amountPending'), usd(s.amountPending)],
    ['amountReleased', t('fields.amountReleased'), usd(s.amountReleased)],
    ['discountedPrice', t('fields.discountedPrice'), usd(s.discountedPrice)],
    [
      'actualBuyPrice',
      t('fields.actualBuyPrice'),
      s.actualBuyPrice === null ? t('fields.afterAllotment') : usd(s.actualBuyPrice),
    ],
    ['subscribedAt', t('fields.subscribedAt'), dateTime(s.createdAt)],
  ];
  const onWithdraw = () =>
    confirm({
      title: t('withdrawTitle'),
      content: t('withdrawBody', { symbol: offering.symbol, amount: formatMoney(s.amountPending, currency) }),
      okLabel: t('withdraw'),
      cancelLabel: t('preview.cancel'),
      danger: true,
      onOk: async () => {
        try {
          await withdraw.mutateAsync();
          toast.success(message('ipoSubscriptionWithdrawn'));
        } catch (error) {
          showError(error);
        }
      },
    });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="ipo-yours" data-testid="ipo-yours">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4" id="ipo-yours">
            {t('yours')}
          </Title>
          <StatusBadge subscription={s} />
        </Group>
        {isPartlyAllotted(s) ? (
          <Text size="sm" fw={600} data-testid="ipo-partly">
            {t('partly', { allotted: groupDigits(s.allottedQuantity ?? 0), requested: groupDigits(s.quantity) })}
          </Text>
        ) : null}
        <FigureList prefix="ipo" figures={figures} wide={2} />
        {open && !changing ? (
          <>
            <Text size="xs" c="dimmed">
              {t('untilDeadline', { deadline: dateTime(offering.closesAt) })}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="outline" color="red.9" onClick={onWithdraw} loading={withdraw.isPending}>
                {t('withdraw')}
              </Button>
              <Button variant="light" onClick={() => setChanging(true)}>
                {t('change')}
              </Button>
            </Group>
          </>
        ) : null}
        {open && changing ? (
          <SubscribeForm offering={offering} subscription={s} onDone={() => setChanging(false)} />
        ) : null}
        {s.status === 'allotted' && offering.phase === 'allotted' ? (
          <Alert variant="light" color="blue" p="xs">
            <Text size="sm">
              {t('waitingListing', {
                quantity: groupDigits(s.allottedQuantity ?? 0),
                date: date(`${offering.listingDate}T00:00:00Z`),
              })}
            </Text>
          </Alert>
        ) : null}
        {s.status === 'allotted' && offering.phase === 'listed' ? (
          <Stack gap={4}>
            <Text size="sm">{t('listedNote')}</Text>
            <Group gap="md">
              <Anchor component={Link} to="/records" size="sm" fw={600}>
                {t('records')}
              </Anchor>
              <Anchor component={Link} to={`/quote/${offering.symbol}`} size="sm" fw={600}>
                {t('quote', { symbol: offering.symbol })}
              </Anchor>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
