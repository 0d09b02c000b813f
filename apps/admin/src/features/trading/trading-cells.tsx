import { Anchor, Stack, Text } from '@mantine/core';
import { type Currency, formatAmount, type OrderSide, type OrderStatus } from '@platform/contracts';
import { Link } from 'react-router';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Whose order or position it is: the name or e-mail (to the user's page) and the user ID. */
export function TraderCell({ userId, username }: { userId: number; username: string }) {
  return (
    <Stack gap={0} maw={200}>
      <Anchor component={Link} to={`/users/${userId}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {username}
      </Anchor>
      <Text size="xs" c="dimmed">
        #{userId}
      </Text>
    </Stack>
  );
}

/** The symbol (to the instrument's page, where its quote is) and the name under it. */
export function InstrumentCell({ symbol, name }: { symbol: string; name: string }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/market/instruments/${encodeURIComponent(symbol)}`} size="sm" fw={600}>
        {symbol}
      </Anchor>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {name}
      </Text>
    </Stack>
  );
}

/** A figure with a dimmed label before it ("Margin 532.58 USD"), the figure in tabular digits. */
export function LabelledFigure({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={nowrap}>
      <Text span size="xs" c="dimmed">
        {label}
      </Text>{' '}
      <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Text>
  );
}

export function SideBadge({ side }: { side: OrderSide }) {
  const { t } = useAppTexts<ScreenTexts>();
  return <ToneBadge tone={side === 'buy' ? 'teal' : 'red'}>{t(`trading.sides.${side}`)}</ToneBadge>;
}

const statusTones: Record<OrderStatus, Tone> = {
  pending: 'blue',
  filled: 'teal',
  cancelled: 'gray',
  rejected: 'red',
  expired: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAppTexts<ScreenTexts>();
  return <ToneBadge tone={statusTones[status]}>{t(`trading.statuses.${status}`)}</ToneBadge>;
}

/** Whole quantities grouped in thousands (the same in both languages). */
export const grouped = (n: number) => n.toLocaleString('en-US');

/** An amount with its currency as text, for a sentence ("Held 12.50 USD"). */
export const money = (value: string, currency: Currency) => `${formatAmount(value, currency)} ${currency}`;
