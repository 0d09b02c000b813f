import { Anchor, Stack, Text } from '@mantine/core';
import type { AdminDepositView } from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { UserCell, UserLedgerLink } from '../../shared/money/user-link.tsx';
import { PrivateFile } from '../../shared/private-file.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

function DepositFields({ deposit }: { deposit: AdminDepositView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const f = textsUnder(t, 'depositReviews.fields');
  return (
    <FieldGrid>
      <Field label={f('user')}>
        <UserCell user={deposit.user} wrap />
      </Field>
      <Field label={f('amount')}>
        <Amount value={deposit.amount} currency={deposit.currency} fw={700} />
      </Field>
      <Field label={f('method')}>{t(`money.depositMethods.${deposit.method}`)}</Field>
      <Field label={f('status')}>
        <MoneyStatusBadge status={deposit.status}>{t(`money.status.${deposit.status}`)}</MoneyStatusBadge>
      </Field>
      <Field label={f('createdAt')}>{formatDateTime(deposit.createdAt)}</Field>
      {deposit.method === 'bank' ? (
        <Field label={f('deadline')}>{formatDateTime(deposit.reviewDeadline) ?? none}</Field>
      ) : null}
      <Field label={f('completedAt')}>{formatDateTime(deposit.completedAt) ?? none}</Field>
      <Field label={f('reviewedBy')}>
        {deposit.reviewedBy === 'operator' && deposit.reviewerId ? (
          <Anchor component={Link} to={`/users/${deposit.reviewerId}`} size="sm">
            {t('money.actors.operator', { id: deposit.reviewerId })}
          </Anchor>
        ) : deposit.reviewedBy ? (
          t(`money.reviewers.${deposit.reviewedBy}`)
        ) : (
          none
        )}
      </Field>
      <Field label={f('reason')}>{deposit.reason ?? none}</Field>
      {deposit.method === 'bank' ? <Field label={f('verifierNote')}>{deposit.verifierNote ?? none}</Field> : null}
      <Field label={f('entry')} mono>
        {deposit.entryId ? `#${deposit.entryId}` : none}
      </Field>
      {deposit.method === 'chain' ? (
        <>
          <Field label={f('network')}>{deposit.network ?? none}</Field>
          <Field label={f('address')} mono>
            {deposit.address ?? none}
          </Field>
          <Field label={f('txHash')} mono>
            {deposit.txHash ?? none}
          </Field>
          <Field label={f('confirmations')}>
            {deposit.confirmations ?? 0} / {deposit.requiredConfirmations ?? none}
          </Field>
        </>
      ) : null}
    </FieldGrid>
  );
}

/** A deposit's overview: its fields, the way to the user's ledger, and the receipt the user uploaded. */
export function DepositOverview({ deposit }: { deposit: AdminDepositView }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <DepositFields deposit={deposit} />
      <UserLedgerLink userId={deposit.user.userId} />
      <SectionCard title={t('depositReviews.page.receipt')}>
        {deposit.receiptPath ? (
          <PrivateFile path={deposit.receiptPath} label={t('depositReviews.page.receiptLabel', { id: deposit.id })} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('depositReviews.page.noReceipt')}
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
}
