import { Badge } from '@mantine/core';
import { CASE_STATE_LABELS, type CaseState, FINAL_CASE_STATES } from '@platform/contracts';
import { useFormat } from '../../lib/format.ts';

const COLOR: Partial<Record<CaseState, string>> = {
  rejected: 'red.9',
  withdrawn: 'gray.7',
  closed_settled: 'teal.9',
  closed_not_settled: 'gray.7',
  agreement_drafted: 'orange.9',
  signed: 'teal.9',
};

/** A case's state in words (never by colour alone). */
export function CaseStatus({ status }: { status: CaseState }) {
  const format = useFormat();
  const color = COLOR[status] ?? (FINAL_CASE_STATES.includes(status) ? 'gray.7' : 'indigo.9');
  return (
    <Badge variant="light" color={color} data-testid="case-status">
      {format.label(CASE_STATE_LABELS, status)}
    </Badge>
  );
}
