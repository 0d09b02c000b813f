import { Text } from '@mantine/core';
import type { IpoSubscriptionView } from '@platform/contracts';
import { Amount, groupDigits, useDateFormat, useTexts } from '@platform/ui';
import { type Figure, FigureList, MineCard } from '../../lib/product/index.ts';
import { StatusBadge } from './badges.tsx';
import { isPartlyAllotted } from './figures.ts';
import { IPO } from './texts.ts';

const CURRENCY = 'USD';

/** One of the user's subscriptions: its state, quantities (both, when allotted in part) and where its money is. */
export function SubscriptionCard({ subscription: s }: { subscription: IpoSubscriptionView }) {
  const { t } = useTexts(IPO);
  const { dateTime } = useDateFormat();
  const titleId = `ipo-subscription-${s.id}`;
  const money = (key: string, label: string, value: string): Figure => [
    key,
    label,
    <Amount key={key} value={value} currency={CURRENCY} />,
  ];
  const decided = s.status === 'allotted' || s.status === 'not_allotted';
  return (
    <MineCard
      titleId={titleId}
      to={`/ipo/${s.offeringId}`}
      title={s.company}
      subtitle={
        <>
          {s.symbol} · {s.reference}
        </>
      }
      badge={<StatusBadge subscription={s} />}
      data-testid="ipo-subscription"
      data-reference={s.reference}
    >
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
    </MineCard>
  );
}
