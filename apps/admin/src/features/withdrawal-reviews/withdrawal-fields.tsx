import { Anchor, Stack } from '@mantine/core';
import type { AdminWithdrawalView } from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { UserCell, UserLedgerLink } from '../../shared/money/user-link.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { HolderCheck } from './holder-check.tsx';
import type { ScreenTexts } from './i18n.ts';

function WithdrawalFields({ withdrawal: w }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const f = textsUnder(t, 'withdrawalReviews.fields');
  return (
    <FieldGrid>
      <Field label={f('user')}>
        <UserCell user={w.user} wrap />
      </Field>
      <Field label={f('method')}>{t(`money.withdrawalMethods.${w.method}`)}</Field>
      <Field label={f('status')}>
        <MoneyStatusBadge status={w.status}>{t(`money.status.${w.status}`)}</MoneyStatusBadge>
      </Field>
      <Field label={f('amount')}>
        <Amount value={w.amount} currency={w.currency} fw={700} />
      </Field>
      <Field label={f('fee')}>
        <Amount value={w.fee} currency={w.currency} />
      </Field>
      <Field label={f('total')}>
        <Amount value={w.total} currency={w.currency} />
      </Field>
      {w.method === 'bank' ? (
        <>
          <Field label={f('bankName')}>{w.card?.bankName ?? none}</Field>
          <Field label={f('accountName')}>{w.card?.accountName ?? none}</Field>
          <Field label={t('withdrawalReviews.holder.title')}>
            <HolderCheck withdrawal={w} />
          </Field>
          <Field label={f('card')} mono>
            {w.card?.cardMasked ?? none}
          </Field>
        </>
      ) : (
        <>
          <Field label={f('network')}>{w.network ?? none}</Field>
          <Field label={f('address')} mono>
            {w.address ?? none}
          </Field>
        </>
      )}
      <Field label={f('createdAt')}>{formatDateTime(w.createdAt)}</Field>
      <Field label={f('reviewedAt')}>{formatDateTime(w.reviewedAt) ?? none}</Field>
      <Field label={f('reviewedBy')}>
        {w.reviewerId ? (
          <Anchor component={Link} to={`/users/${w.reviewerId}`} size="sm">
            {t('money.actors.operator', { id: w.reviewerId })}
          </Anchor>
        ) : (
          none
        )}
      </Field>
      <Field label={f('reason')}>{w.reason ?? none}</Field>
      <Field label={f('entry')} mono>
        {w.entryId ? `#${w.entryId}` : none}
      </Field>
    </FieldGrid>
  );
}

/** A withdrawal's overview: its fields (the card holder beside the verified name) and the way to the user's ledger. */
export function WithdrawalOverview({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  return (
    <Stack>
      <WithdrawalFields withdrawal={withdrawal} />
      <UserLedgerLink userId={withdrawal.user.userId} />
    </Stack>
  );
}
