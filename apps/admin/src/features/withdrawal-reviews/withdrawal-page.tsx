import { type AdminWithdrawalView, formatAmount } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { ReviewDecision } from '../../shared/money/review-decision.tsx';
import { withdrawalQueue } from '../../shared/money/review-queue.ts';
import { ReviewRecordPage } from '../../shared/money/review-record-page.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { WithdrawalOverview } from './withdrawal-fields.tsx';

/** The withdrawal's figures as its effects say them. */
const figuresOf = (w: AdminWithdrawalView) => ({
  amount: formatAmount(w.amount, w.currency),
  fee: formatAmount(w.fee, w.currency),
  total: formatAmount(w.total, w.currency),
  currency: w.currency,
});

/**
 * One withdrawal at its own address (`/money/withdrawals/41`, issue 32 §2): its destination and the card holder check,
 * its history, and while it waits, paid out (with an optional note) or reject (with the reason the user sees).
 */
export function WithdrawalPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('withdrawalId');
  const allowed = useCanReviewMoney();
  const query = withdrawalQueue.useRecord(id ?? 0, id !== null && allowed);
  const decide = withdrawalQueue.useDecision();

  return (
    <ReviewRecordPage<AdminWithdrawalView>
      id={id}
      title={t('withdrawalReviews.page.title', { id: id ?? '?' })}
      back={{ to: '/money/withdrawals', label: t('withdrawalReviews.page.back') }}
      allowed={allowed}
      query={query}
      notFound={t('withdrawalReviews.page.notFound', { id: id ?? '?' })}
      intro={(w) =>
        `${formatAmount(w.amount, w.currency)} ${w.currency} · ${w.user.email} · ${t(`money.status.${w.status}`)}`
      }
      overview={(w) => <WithdrawalOverview withdrawal={w} />}
      historyTarget="withdrawal"
      decided={() => t('withdrawalReviews.page.decided')}
      decision={(w, mode, setMode) =>
        w.status === 'pending' ? (
          <ReviewDecision
            mode={mode}
            onModeChange={setMode}
            approveLabel={t('withdrawalReviews.approve')}
            rejectLabel={t('withdrawalReviews.reject')}
            approveEffect={t('withdrawalReviews.approveEffect', figuresOf(w))}
            rejectEffect={t('withdrawalReviews.rejectEffect', figuresOf(w))}
            onApprove={async (note, idempotencyKey) => {
              await decide.mutateAsync({ id: w.id, decision: 'approve', note, idempotencyKey });
              setMode(null);
              toast.success(t('messages:approved'));
            }}
            onReject={async (reason, idempotencyKey) => {
              await decide.mutateAsync({ id: w.id, decision: 'reject', reason, idempotencyKey });
              setMode(null);
              toast.success(t('messages:rejected'));
            }}
          />
        ) : null
      }
    />
  );
}
