import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { IpoSubscriptionView } from '@platform/contracts';
import { Amount, groupDigits, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Figure, FigureList } from '../../lib/product/index.ts';
import { StatusBadge } from './badges.tsx';
import { isPartlyAllotted } from './figures.ts';
import { IPO } from './texts.ts';

const CURRENCY = 'USD';

/** One of the user's subscriptions: its state, quantities (both, when allotted in part) and where its money is. */
export function SubscriptionCard({ subscription: s }: { subscription: IpoSubscriptionView }) {
  const { t } = useTranslation(IPO);
  const { dateTime } = useDateFormat();
  const titleId = `ipo-subscription-${s.id}`;
  const money = (key: string, label: string, value: string): Figure => [
    key,
    label,
    <Amount key={key} value={value} currency={CURRENCY} />,
  ];
  const decided = s.status === 'allotted' || s.status === 'not_allotted';
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      data-testid="ipo-subscription"
      data-reference={s.reference}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/ipo/${s.offeringId}`} fw={700} id={titleId}>
              {s.company}
            </Anchor>
            <Text size="xs" c="dimmed">
              {s.symbol} · {s.reference}
            </Text>
          </div>
          <StatusBadge subscription={s} />
        </Group>
        {isPartlyAllotted(s) ? (
          <Text size="sm" data-testid="ipo-partly">
            {t('partly', { allotted: groupDigits(s.allottedQuantity ?? 0), requested: groupDigits(s.quantity) })}
          </Text>
        ) : null}
        <FigureList
          prefix="ipo"
          wide={4}
          figures={[
            ['quantity', t('fields.quantity'), t('shares', { shares: groupDigits(s.quantity) })],
            decided
              ? ['allottedQuantity', t('fields.allottedQuantity'), groupDigits(s.allottedQuantity ?? 0)]
              : ['subscribedAt', t('fields.subscribedAt'), dateTime(s.createdAt)],
            money('total', t('fields.total'), s.total),
            money('amountPaid', t('fields.amountPaid'), s.amountPaid),
            money('amountPending', t('fields.amountPending'), s.amountPending),
            money('amountReleased', t('fields.amountReleased'), s.amountReleased),
          ]}
        />
      </Stack>
    </Paper>
  );
}
