import { CASE_STATE_LABELS, type CaseState } from '@platform/contracts';
import { useFormat } from '../../lib/format.ts';
import { type Tone, ToneBadge } from '../../lib/ui/tone-badge.tsx';

const TONE: Record<CaseState, Tone> = {
  submitted: 'info',
  under_review: 'info',
  accepted: 'info',
  in_mediation: 'info',
  agreement_drafted: 'warn',
  signed: 'good',
  closed_settled: 'good',
  rejected: 'bad',
  withdrawn: 'neutral',
  closed_not_settled: 'neutral',
};

/** A case's state in words (never by colour alone). */
export function CaseStatus({ status }: { status: CaseState }) {
  const format = useFormat();
  return (
    <ToneBadge tone={TONE[status]} data-testid="case-status">
      {format.label(CASE_STATE_LABELS, status)}
    </ToneBadge>
  );
}
