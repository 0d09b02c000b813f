import { Stack, Text } from '@mantine/core';
import type { AdminWithdrawalView } from '@platform/contracts';
import { useAppTexts } from '../../shared/texts.ts';
import { HolderFlag } from './holder-check.tsx';
import type { ScreenTexts } from './i18n.ts';

/** Where the money goes: the bound card as it was at the time, or the network and address. */
export function Destination({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const none = t('shared.none');
  if (withdrawal.method === 'bank') {
    const card = withdrawal.card;
    return (
      <Stack gap={0}>
        {/* The bank and the holder may take two lines; the card's number stays whole. */}
        <Text size="sm">{card ? `${card.bankName} · ${card.accountName}` : none}</Text>
        <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {card?.cardMasked ?? none}
        </Text>
        <HolderFlag withdrawal={withdrawal} />
      </Stack>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{withdrawal.network ?? none}</Text>
      <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {withdrawal.address ?? none}
      </Text>
    </Stack>
  );
}
