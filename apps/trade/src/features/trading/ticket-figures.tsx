import { Group, Stack, Text, Title } from '@mantine/core';
import type { TicketView } from '@platform/contracts';
import { Amount, useTexts } from '@platform/ui';
import { ratePercent } from '../../lib/money/rate.ts';
import { SectionFrame } from '../../lib/product/index.ts';
import { TRADING } from './texts.ts';

interface TicketFiguresProps {
  ticket: TicketView;
  /** The figures are being worked out again for changed inputs. */
  updating: boolean;
  /** The server could not work them out; its reason. */
  failure: string | null;
}

/** How the closing fee was estimated: at which price and rate (the server's closePrice and the class's fee rate). */
export function CloseFeeNote({ ticket }: { ticket: TicketView }) {
  const { t } = useTexts(TRADING);
  if (ticket.closeFee === null || ticket.closePrice === null) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="close-fee-note">
      {t('figures.closeFeeNote', {
        side: t(`figures.closeAt.${ticket.side}`),
        price: `${ticket.closePrice} ${ticket.currency}`,
        rate: ratePercent(ticket.settings.feeRate),
      })}
    </Text>
  );
}

/**
 * The server's figures for the order as typed: price, margin, both fees (the opening one, and the closing one
 * estimated at the price it would close at now), total, and free margin.
 */
export function TicketFigures({ ticket, updating, failure }: TicketFiguresProps) {
  const { t } = useTexts(TRADING);
  const { currency, settings } = ticket;
  const money = (value: string | null) => (value === null ? '—' : <Amount value={value} currency={currency} />);
  const rows = [
    { key: 'price', label: t('figures.price'), value: ticket.price ?? '—' },
    { key: 'notional', label: t('figures.notional'), value: money(ticket.notional) },
    { key: 'margin', label: t('figures.margin'), value: money(ticket.margin) },
    { key: 'fee', label: t('figures.fee', { rate: ratePercent(settings.feeRate) }), value: money(ticket.fee) },
    { key: 'closeFee', label: t('figures.closeFee'), value: money(ticket.closeFee) },
    { key: 'roundTripFee', label: t('figures.roundTripFee'), value: money(ticket.roundTripFee) },
    { key: 'total', label: t('figures.total'), value: money(ticket.total), strong: true },
    { key: 'freeMargin', label: t('figures.freeMargin'), value: money(ticket.freeMargin) },
  ];
  return (
    <SectionFrame labelledBy="ticket-figures" aria-busy={updating} data-testid="ticket-figures">
      <Title order={2} size="h4" id="ticket-figures" mb="xs">
        {t('figures.label')}
      </Title>
      <Stack gap={6} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {rows.map(({ key, label, value, strong }) => (
          <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <Text size="sm" fw={strong ? 700 : 500} ta="right" data-testid={`figure-${key}`}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <CloseFeeNote ticket={ticket} />
      {failure ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {failure}
        </Text>
      ) : (
        ticket.quantity === null && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('figures.enterQuantity')}
          </Text>
        )
      )}
      <Text size="xs" c="dimmed" mt="sm" data-testid="ticket-disclosure">
        {t('disclosure', {
          call: ratePercent(settings.marginCallLevel),
          stopOut: ratePercent(settings.stopOutLevel),
        })}
      </Text>
    </SectionFrame>
  );
}
