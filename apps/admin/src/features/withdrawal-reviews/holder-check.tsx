import { Stack, Text } from '@mantine/core';
import type { AdminWithdrawalView } from '@platform/contracts';
import { textsUnder } from '@platform/ui';
import { ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * A bank withdrawal's card holder beside the name the user's identity was verified under (issue 27 §3): the reviewer
 * pays out only to the verified person, so a difference, or no verified name, is said in words before the decision.
 */
export function HolderCheck({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const holder = withdrawal.holder;
  if (!holder) return null;
  const h = textsUnder(t, 'withdrawalReviews.holder');
  const state = holder.matches ? 'matches' : holder.verifiedName === null ? 'unverified' : 'differs';
  return (
    <Stack gap={4} data-testid="holder-check" data-state={state}>
      <Text size="sm">
        {h('cardName')}: <b>{holder.cardName}</b>
      </Text>
      <Text size="sm">
        {h('verifiedName')}: <b>{holder.verifiedName ?? h('none')}</b>
      </Text>
      <ToneBadge tone={holder.matches ? 'teal' : 'red'} style={{ alignSelf: 'flex-start' }}>
        {h(state)}
      </ToneBadge>
      {!holder.matches && (
        <Text size="sm" c="red.9">
          {h('warning')}
        </Text>
      )}
    </Stack>
  );
}

/** The table's short flag: only when the card holder is not the verified name. */
export function HolderFlag({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const holder = withdrawal.holder;
  if (!holder || holder.matches) return null;
  return (
    <ToneBadge tone="red" size="sm" data-testid={`holder-flag-${withdrawal.id}`}>
      {t(`withdrawalReviews.holder.${holder.verifiedName === null ? 'unverified' : 'differs'}`)}
    </ToneBadge>
  );
}
