import { CASE_STATE_LABELS, type CaseState } from '@platform/contracts';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useLocalized } from '../../shared/localized.ts';

const tones: Record<CaseState, Tone> = {
  submitted: 'blue',
  under_review: 'blue',
  accepted: 'cyan',
  rejected: 'red',
  in_mediation: 'grape',
  agreement_drafted: 'grape',
  signed: 'teal',
  closed_settled: 'teal',
  closed_not_settled: 'gray',
  withdrawn: 'gray',
};

/** A case's state, named as the user sees it in the portal. */
export function CaseStateBadge({ state }: { state: CaseState }) {
  const localized = useLocalized();
  return <ToneBadge tone={tones[state]}>{localized(CASE_STATE_LABELS[state])}</ToneBadge>;
}

/** A dispute type's name in the operator's language, from the portal's reference list. */
export function useDisputeTypeName(types: { value: string; label: { en: string; zh: string } }[] | undefined) {
  const localized = useLocalized();
  return (value: string) => {
    const type = types?.find((t) => t.value === value);
    return type ? localized(type.label) : value;
  };
}
