import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { IpoOfferingView } from '@platform/contracts';
import { CompactNumber, groupDigits, useDateFormat, useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { FigureList } from '../../lib/product/index.ts';
import { PhaseBadge } from './badges.tsx';
import { priceText } from './price-text.ts';
import { IPO } from './texts.ts';
import { TimeLeft } from './time-left.tsx';

/** An open offering in the Purchasable view: what it is, its price and lot, and how long is left to subscribe. */
export function OfferingCard({ offering, now }: { offering: IpoOfferingView; now: number }) {
  const { t } = useTexts(IPO);
  const { dateTime } = useDateFormat();
  const titleId = `ipo-offering-${offering.id}`;
  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-labelledby={titleId} data-testid="ipo-offering">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/ipo/${offering.id}`} fw={700} size="lg" id={titleId}>
              {offering.company}
            </Anchor>
            <Text size="sm" c="dimmed">
              {offering.symbol} · {offering.exchange}
            </Text>
          </div>
          <PhaseBadge phase={offering.phase} />
        </Group>
        <FigureList
          prefix="ipo"
          figures={[
            ['price', t('fields.price'), priceText(offering, t)],
            ['lotSize', t('fields.lotSize'), groupDigits(offering.lotSize)],
            [
              'deadline',
              t('fields.deadline'),
              <Stack key="d" gap={0} component="span">
                <span>{dateTime(offering.closesAt)}</span>
                <TimeLeft deadline={offering.closesAt} now={now} />
              </Stack>,
            ],
            [
              'amountRaised',
              t('fields.amountRaised'),
              <CompactNumber key="r" value={offering.amountRaised} suffix={` ${offering.currency}`} />,
            ],
          ]}
          wide={2}
        />
      </Stack>
    </Paper>
  );
}
