import { Anchor, Text } from '@mantine/core';
import { type AdminCaseRowView, adminApi } from '@platform/contracts';
import { Link } from 'react-router';
import { useAdmits } from '../../shared/role-gate.tsx';

/**
 * A case's applicant by the name their real-name check verified (or, before one, their account name), linked to their
 * account for the operators who may open it; the server sends the e-mail only to those (issue 32 §4).
 */
export function ApplicantName({ applicant }: { applicant: AdminCaseRowView['applicant'] }) {
  const opensAccount = useAdmits(adminApi.getUser.caller);
  const name = applicant.verifiedName ?? applicant.email ?? applicant.username ?? `#${applicant.userId}`;
  if (!opensAccount) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={`/users/${applicant.userId}`} size="sm">
      {name}
    </Anchor>
  );
}
