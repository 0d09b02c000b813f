import { type AdminDepositView, formatAmount } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { ReviewDecision } from '../../shared/money/review-decision.tsx';
import { depositQueue } from '../../shared/money/review-queue.ts';
import { ReviewRecordPage } from '../../shared/money/review-record-page.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { DepositOverview } from './deposit-fields.tsx';
import type { ScreenTexts } from './i18n.ts';
import { isReviewable } from './reviewable.ts';

/**
 * One deposit at its own address (`/money/deposits/41`, issue 32 §2): the receipt beside its fields, its history, and
 * while a bank transfer waits, approve (with an optional note) or reject (with the reason the user sees).
 */
export function DepositPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('depositId');
  const allowed = useCanReviewMoney();
  const query = depositQueue.useRecord(id ?? 0, id !== null && allowed);
  const decide = depositQueue.useDecision();

  return (
    <ReviewRecordPage<AdminDepositView>
      id={id}
      title={t('depositReviews.page.title', { id: id ?? '?' })}
      back={{ to: '/money/deposits', label: t('depositReviews.page.back') }}
      allowed={allowed}
      query={query}
      notFound={t('depositReviews.page.notFound', { id: id ?? '?' })}
      intro={(deposit) =>
        `${formatAmount(deposit.amount, deposit.currency)} ${deposit.currency} · ${deposit.user.email} · ${t(`money.status.${deposit.status}`)}`
      }
      overview={(deposit) => <DepositOverview deposit={deposit} />}
      historyTarget="deposit"
      decided={(deposit) =>
        deposit.status === 'pending'
          ? t('depositReviews.page.chainPending', { count: deposit.requiredConfirmations ?? 3 })
          : t('depositReviews.page.decided')
      }
      decision={(deposit, mode, setMode) =>
        isReviewable(deposit) ? (
          <ReviewDecision
            mode={mode}
            onModeChange={setMode}
            approveLabel={t('depositReviews.approve')}
            rejectLabel={t('depositReviews.reject')}
            approveEffect={t('depositReviews.approveEffect', {
              amount: formatAmount(deposit.amount, deposit.currency),
              currency: deposit.currency,
            })}
            rejectEffect={t('depositReviews.rejectEffect')}
            onApprove={async (note, idempotencyKey) => {
              await decide.mutateAsync({ id: deposit.id, decision: 'approve', note, idempotencyKey });
              setMode(null);
              toast.success(t('messages:approved'));
            }}
            onReject={async (reason, idempotencyKey) => {
              await decide.mutateAsync({ id: deposit.id, decision: 'reject', reason, idempotencyKey });
              setMode(null);
              toast.success(t('messages:rejected'));
            }}
          />
        ) : null
      }
    />
  );
}
