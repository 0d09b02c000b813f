import { Anchor, Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminDepositView, formatAmount } from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, toast, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { ReviewDecision } from '../../shared/money/review-decision.tsx';
import { depositQueue } from '../../shared/money/review-queue.ts';
import { UserCell, UserLedgerLink } from '../../shared/money/user-link.tsx';
import { PrivateFile } from '../../shared/private-file.tsx';
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

/** One deposit with its receipt, and — while a bank deposit is pending — the approve / reject decision. */
export function DepositReviewDialog({ deposit, onClose }: { deposit: AdminDepositView | null; onClose(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const phone = useMediaQuery('(max-width: 48em)');
  const decide = depositQueue.useDecision();

  return (
    <Modal
      opened={deposit !== null}
      onClose={onClose}
      title={deposit ? t('depositReviews.dialog.title', { id: deposit.id }) : ''}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
    >
      {deposit ? (
        <Stack>
          <DepositFields deposit={deposit} />
          <UserLedgerLink userId={deposit.user.userId} />
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('depositReviews.dialog.receipt')}
            </Title>
            {deposit.receiptPath ? (
              <PrivateFile
                path={deposit.receiptPath}
                label={t('depositReviews.dialog.receiptLabel', { id: deposit.id })}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('depositReviews.dialog.noReceipt')}
              </Text>
            )}
          </Stack>
          <Divider />
          {deposit.status !== 'pending' ? (
            <Text size="sm" c="dimmed">
              {t('depositReviews.dialog.decided')}
            </Text>
          ) : deposit.method === 'chain' ? (
            <Text size="sm" c="dimmed">
              {t('depositReviews.dialog.chainPending', { count: deposit.requiredConfirmations ?? 3 })}
            </Text>
          ) : (
            <ReviewDecision
              approveLabel={t('depositReviews.approve')}
              rejectLabel={t('depositReviews.reject')}
              approveEffect={t('depositReviews.approveEffect', {
                amount: formatAmount(deposit.amount, deposit.currency),
                currency: deposit.currency,
              })}
              rejectEffect={t('depositReviews.rejectEffect')}
              onApprove={async (note, idempotencyKey) => {
                await decide.mutateAsync({ id: deposit.id, decision: 'approve', note, idempotencyKey });
                toast.success(t('messages:approved'));
                onClose();
              }}
              onReject={async (reason, idempotencyKey) => {
                await decide.mutateAsync({ id: deposit.id, decision: 'reject', reason, idempotencyKey });
                toast.success(t('messages:rejected'));
                onClose();
              }}
            />
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
